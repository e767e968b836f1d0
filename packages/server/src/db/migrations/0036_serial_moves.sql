CREATE TABLE "serial_move" (
	"tenant_id" bigint NOT NULL,
	"serialmoveid" bigserial NOT NULL,
	"form" text NOT NULL,
	"docid" bigint NOT NULL,
	"lineseq" integer NOT NULL,
	"itemid" bigint NOT NULL,
	"warehouseid" bigint NOT NULL,
	"serialno" text NOT NULL,
	"transdate" date NOT NULL,
	"qtyin" numeric(24, 6) DEFAULT '0' NOT NULL,
	"qtyout" numeric(24, 6) DEFAULT '0' NOT NULL,
	"expdate" date,
	CONSTRAINT "serial_move_tenant_id_serialmoveid_pk" PRIMARY KEY("tenant_id","serialmoveid")
);
--> statement-breakpoint
ALTER TABLE "serial_move" ADD CONSTRAINT "serial_move_tenant_id_docid_trans_document_tenant_id_docid_fk" FOREIGN KEY ("tenant_id","docid") REFERENCES "public"."trans_document"("tenant_id","docid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serial_move" ADD CONSTRAINT "serial_move_tenant_id_itemid_item_tenant_id_itemid_fk" FOREIGN KEY ("tenant_id","itemid") REFERENCES "public"."item"("tenant_id","itemid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serial_move" ADD CONSTRAINT "serial_move_tenant_id_warehouseid_warehouse_tenant_id_whid_fk" FOREIGN KEY ("tenant_id","warehouseid") REFERENCES "public"."warehouse"("tenant_id","whid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "serial_move_item_serial_idx" ON "serial_move" USING btree ("tenant_id","itemid","serialno","warehouseid","transdate");--> statement-breakpoint
CREATE INDEX "serial_move_doc_idx" ON "serial_move" USING btree ("tenant_id","form","docid");--> statement-breakpoint
SELECT lontar_secure_tenant_table(t::regclass) FROM unnest(ARRAY['serial_move']) AS t;
