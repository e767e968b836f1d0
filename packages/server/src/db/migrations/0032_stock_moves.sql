CREATE TABLE "stock_cost_state" (
	"tenant_id" bigint NOT NULL,
	"itemid" bigint NOT NULL,
	"uptodate" date NOT NULL,
	"uptoseq" integer NOT NULL,
	"movecount" integer NOT NULL,
	"state" jsonb NOT NULL,
	CONSTRAINT "stock_cost_state_tenant_id_itemid_uptodate_uptoseq_pk" PRIMARY KEY("tenant_id","itemid","uptodate","uptoseq")
);
--> statement-breakpoint
CREATE TABLE "stock_move" (
	"tenant_id" bigint NOT NULL,
	"moveid" bigserial NOT NULL,
	"itemid" bigint NOT NULL,
	"warehouseid" bigint NOT NULL,
	"transdate" date NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"form" text NOT NULL,
	"docid" bigint NOT NULL,
	"lineseq" integer NOT NULL,
	"qtyin" numeric(24, 6) DEFAULT '0' NOT NULL,
	"qtyout" numeric(24, 6) DEFAULT '0' NOT NULL,
	"unitcost" numeric,
	"sourcekey" text,
	"cost" numeric(24, 6) DEFAULT '0' NOT NULL,
	"adjustment" numeric(24, 6) DEFAULT '0' NOT NULL,
	"whbalance" numeric(24, 6) DEFAULT '0' NOT NULL,
	"balance" numeric(24, 6) DEFAULT '0' NOT NULL,
	"value" numeric(24, 6) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_move_tenant_id_moveid_pk" PRIMARY KEY("tenant_id","moveid")
);
--> statement-breakpoint
ALTER TABLE "stock_cost_state" ADD CONSTRAINT "stock_cost_state_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_cost_state" ADD CONSTRAINT "stock_cost_state_tenant_id_itemid_item_tenant_id_itemid_fk" FOREIGN KEY ("tenant_id","itemid") REFERENCES "public"."item"("tenant_id","itemid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_move" ADD CONSTRAINT "stock_move_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_move" ADD CONSTRAINT "stock_move_tenant_id_itemid_item_tenant_id_itemid_fk" FOREIGN KEY ("tenant_id","itemid") REFERENCES "public"."item"("tenant_id","itemid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_move" ADD CONSTRAINT "stock_move_tenant_id_warehouseid_warehouse_tenant_id_whid_fk" FOREIGN KEY ("tenant_id","warehouseid") REFERENCES "public"."warehouse"("tenant_id","whid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_move_item_order_key" ON "stock_move" USING btree ("tenant_id","itemid","transdate","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_move_key" ON "stock_move" USING btree ("tenant_id","itemid","form","docid","lineseq","kind");--> statement-breakpoint
CREATE INDEX "stock_move_document_idx" ON "stock_move" USING btree ("tenant_id","form","docid");--> statement-breakpoint
CREATE INDEX "stock_move_warehouse_idx" ON "stock_move" USING btree ("tenant_id","warehouseid","itemid","transdate");--> statement-breakpoint
SELECT lontar_secure_tenant_table(t::regclass) FROM unnest(ARRAY['stock_move', 'stock_cost_state']) AS t;
