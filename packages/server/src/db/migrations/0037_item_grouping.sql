CREATE TABLE "item_group" (
	"tenant_id" bigint NOT NULL,
	"groupid" bigserial NOT NULL,
	"itemno" text NOT NULL,
	"itemdescription" text NOT NULL,
	"unit1" text NOT NULL,
	"unitprice" numeric(24, 6) DEFAULT '0' NOT NULL,
	"unitprice2" numeric(24, 6) DEFAULT '0' NOT NULL,
	"unitprice3" numeric(24, 6) DEFAULT '0' NOT NULL,
	"unitprice4" numeric(24, 6) DEFAULT '0' NOT NULL,
	"unitprice5" numeric(24, 6) DEFAULT '0' NOT NULL,
	"taxcodes" text DEFAULT '' NOT NULL,
	"salesglaccnt" bigint,
	"salesretglaccnt" bigint,
	"salesdiscount" numeric(24, 6) DEFAULT '0' NOT NULL,
	"suspended" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" bigint,
	"locked_time" timestamp with time zone,
	CONSTRAINT "item_group_tenant_id_groupid_pk" PRIMARY KEY("tenant_id","groupid")
);
--> statement-breakpoint
CREATE TABLE "item_group_line" (
	"tenant_id" bigint NOT NULL,
	"groupid" bigint NOT NULL,
	"seq" integer NOT NULL,
	"itemid" bigint NOT NULL,
	"itemunit" text NOT NULL,
	"quantity" numeric(24, 6) NOT NULL,
	CONSTRAINT "item_group_line_tenant_id_groupid_seq_pk" PRIMARY KEY("tenant_id","groupid","seq")
);
--> statement-breakpoint
ALTER TABLE "item_group" ADD CONSTRAINT "item_group_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_group" ADD CONSTRAINT "item_group_tenant_id_salesglaccnt_glaccount_tenant_id_glid_fk" FOREIGN KEY ("tenant_id","salesglaccnt") REFERENCES "public"."glaccount"("tenant_id","glid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_group" ADD CONSTRAINT "item_group_tenant_id_salesretglaccnt_glaccount_tenant_id_glid_fk" FOREIGN KEY ("tenant_id","salesretglaccnt") REFERENCES "public"."glaccount"("tenant_id","glid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_group_line" ADD CONSTRAINT "item_group_line_tenant_id_groupid_item_group_tenant_id_groupid_fk" FOREIGN KEY ("tenant_id","groupid") REFERENCES "public"."item_group"("tenant_id","groupid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_group_line" ADD CONSTRAINT "item_group_line_tenant_id_itemid_item_tenant_id_itemid_fk" FOREIGN KEY ("tenant_id","itemid") REFERENCES "public"."item"("tenant_id","itemid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "item_group_no_key" ON "item_group" USING btree ("tenant_id","itemno");--> statement-breakpoint
CREATE UNIQUE INDEX "item_group_line_item_key" ON "item_group_line" USING btree ("tenant_id","groupid","itemid");--> statement-breakpoint
CREATE INDEX "item_group_line_itemid_idx" ON "item_group_line" USING btree ("tenant_id","itemid");--> statement-breakpoint
SELECT lontar_secure_tenant_table(t::regclass) FROM unnest(ARRAY['item_group', 'item_group_line']) AS t;
