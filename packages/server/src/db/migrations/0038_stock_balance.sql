CREATE TABLE "stock_balance" (
	"tenant_id" bigint NOT NULL,
	"itemid" bigint NOT NULL,
	"warehouseid" bigint NOT NULL,
	"qty" numeric(24, 6) DEFAULT '0' NOT NULL,
	"itembalance" numeric(24, 6) DEFAULT '0' NOT NULL,
	"itemvalue" numeric(24, 6) DEFAULT '0' NOT NULL,
	"lastdate" date NOT NULL,
	CONSTRAINT "stock_balance_tenant_id_itemid_warehouseid_pk" PRIMARY KEY("tenant_id","itemid","warehouseid")
);
--> statement-breakpoint
ALTER TABLE "stock_balance" ADD CONSTRAINT "stock_balance_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balance" ADD CONSTRAINT "stock_balance_tenant_id_itemid_item_tenant_id_itemid_fk" FOREIGN KEY ("tenant_id","itemid") REFERENCES "public"."item"("tenant_id","itemid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balance" ADD CONSTRAINT "stock_balance_tenant_id_warehouseid_warehouse_tenant_id_whid_fk" FOREIGN KEY ("tenant_id","warehouseid") REFERENCES "public"."warehouse"("tenant_id","whid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
SELECT lontar_secure_tenant_table('stock_balance'::regclass);--> statement-breakpoint
-- Where every item with moves stands now, per warehouse it moved in (the stock engine keeps it so from here on).
INSERT INTO "stock_balance" ("tenant_id", "itemid", "warehouseid", "qty", "itembalance", "itemvalue", "lastdate")
SELECT i.tenant_id, i.itemid, w.warehouseid, w.whbalance, l.balance, l.value, l.transdate
FROM (SELECT DISTINCT tenant_id, itemid FROM "stock_move") i
CROSS JOIN LATERAL (
  SELECT m.balance, m.value, m.transdate FROM "stock_move" m
  WHERE m.tenant_id = i.tenant_id AND m.itemid = i.itemid ORDER BY m.transdate DESC, m.seq DESC LIMIT 1) l
CROSS JOIN LATERAL (
  SELECT DISTINCT ON (m.warehouseid) m.warehouseid, m.whbalance FROM "stock_move" m
  WHERE m.tenant_id = i.tenant_id AND m.itemid = i.itemid ORDER BY m.warehouseid, m.transdate DESC, m.seq DESC) w;
