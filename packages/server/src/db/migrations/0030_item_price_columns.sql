ALTER TABLE "item" ADD COLUMN "unitprice" numeric(24, 6) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "item" ADD COLUMN "unitprice2" numeric(24, 6) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "item" ADD COLUMN "unitprice3" numeric(24, 6) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "item" ADD COLUMN "unitprice4" numeric(24, 6) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "item" ADD COLUMN "unitprice5" numeric(24, 6) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "item" ADD COLUMN "unitprice_l2" numeric(24, 6) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "item" ADD COLUMN "unitprice2_l2" numeric(24, 6) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "item" ADD COLUMN "unitprice3_l2" numeric(24, 6) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "item" ADD COLUMN "unitprice4_l2" numeric(24, 6) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "item" ADD COLUMN "unitprice5_l2" numeric(24, 6) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "item" ADD COLUMN "unitprice_l3" numeric(24, 6) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "item" ADD COLUMN "unitprice2_l3" numeric(24, 6) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "item" ADD COLUMN "unitprice3_l3" numeric(24, 6) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "item" ADD COLUMN "unitprice4_l3" numeric(24, 6) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "item" ADD COLUMN "unitprice5_l3" numeric(24, 6) DEFAULT '0' NOT NULL;--> statement-breakpoint
-- The price levels move from the prices jsonb ({l1:[5], l2:[5], l3:[5]}) to the spec's numeric columns. Row-level
-- security is forced even for the table's owner, so each company's items are copied under its own tenant setting.
DO $$
DECLARE
  t bigint;
BEGIN
  FOR t IN SELECT id FROM tenants LOOP
    PERFORM set_config('app.tenant_id', t::text, true);
    UPDATE item
       SET "unitprice" = coalesce(nullif(prices->'l1'->>0, '')::numeric, 0),
           "unitprice2" = coalesce(nullif(prices->'l1'->>1, '')::numeric, 0),
           "unitprice3" = coalesce(nullif(prices->'l1'->>2, '')::numeric, 0),
           "unitprice4" = coalesce(nullif(prices->'l1'->>3, '')::numeric, 0),
           "unitprice5" = coalesce(nullif(prices->'l1'->>4, '')::numeric, 0),
           "unitprice_l2" = coalesce(nullif(prices->'l2'->>0, '')::numeric, 0),
           "unitprice2_l2" = coalesce(nullif(prices->'l2'->>1, '')::numeric, 0),
           "unitprice3_l2" = coalesce(nullif(prices->'l2'->>2, '')::numeric, 0),
           "unitprice4_l2" = coalesce(nullif(prices->'l2'->>3, '')::numeric, 0),
           "unitprice5_l2" = coalesce(nullif(prices->'l2'->>4, '')::numeric, 0),
           "unitprice_l3" = coalesce(nullif(prices->'l3'->>0, '')::numeric, 0),
           "unitprice2_l3" = coalesce(nullif(prices->'l3'->>1, '')::numeric, 0),
           "unitprice3_l3" = coalesce(nullif(prices->'l3'->>2, '')::numeric, 0),
           "unitprice4_l3" = coalesce(nullif(prices->'l3'->>3, '')::numeric, 0),
           "unitprice5_l3" = coalesce(nullif(prices->'l3'->>4, '')::numeric, 0)
     WHERE tenant_id = t;
  END LOOP;
  PERFORM set_config('app.tenant_id', '', true);
END $$;--> statement-breakpoint
ALTER TABLE "item" DROP COLUMN "prices";