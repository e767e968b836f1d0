CREATE TABLE "trans_document" (
	"tenant_id" bigint NOT NULL,
	"docid" bigserial NOT NULL,
	"form" text NOT NULL,
	"transtype" text,
	"docno" text,
	"transdate" date NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"header" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"totalamount" numeric(24, 6) DEFAULT '0' NOT NULL,
	"status" text DEFAULT '' NOT NULL,
	"journalid" bigint,
	"created_by" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" bigint,
	"locked_time" timestamp with time zone,
	CONSTRAINT "trans_document_tenant_id_docid_pk" PRIMARY KEY("tenant_id","docid")
);
--> statement-breakpoint
CREATE TABLE "trans_line" (
	"tenant_id" bigint NOT NULL,
	"docid" bigint NOT NULL,
	"seq" integer NOT NULL,
	"itemid" bigint,
	"warehouseid" bigint,
	"itemunit" text DEFAULT '' NOT NULL,
	"unitratio" numeric(24, 6) DEFAULT '1' NOT NULL,
	"quantity" numeric(24, 6) DEFAULT '0' NOT NULL,
	"unitprice" numeric(24, 6) DEFAULT '0' NOT NULL,
	"amount" numeric(24, 6) DEFAULT '0' NOT NULL,
	"deptid" bigint,
	"projectid" bigint,
	"description" text DEFAULT '' NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "trans_line_tenant_id_docid_seq_pk" PRIMARY KEY("tenant_id","docid","seq")
);
--> statement-breakpoint
ALTER TABLE "item" ALTER COLUMN "costmethod" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "journal" ADD COLUMN "correction" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_move" ADD COLUMN "stockglid" bigint;--> statement-breakpoint
ALTER TABLE "stock_move" ADD COLUMN "counterglid" bigint;--> statement-breakpoint
ALTER TABLE "stock_move" ADD COLUMN "deptid" bigint;--> statement-breakpoint
ALTER TABLE "stock_move" ADD COLUMN "projectid" bigint;--> statement-breakpoint
ALTER TABLE "trans_document" ADD CONSTRAINT "trans_document_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trans_line" ADD CONSTRAINT "trans_line_tenant_id_docid_trans_document_tenant_id_docid_fk" FOREIGN KEY ("tenant_id","docid") REFERENCES "public"."trans_document"("tenant_id","docid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trans_line" ADD CONSTRAINT "trans_line_tenant_id_itemid_item_tenant_id_itemid_fk" FOREIGN KEY ("tenant_id","itemid") REFERENCES "public"."item"("tenant_id","itemid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trans_line" ADD CONSTRAINT "trans_line_tenant_id_warehouseid_warehouse_tenant_id_whid_fk" FOREIGN KEY ("tenant_id","warehouseid") REFERENCES "public"."warehouse"("tenant_id","whid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trans_document_number_key" ON "trans_document" USING btree ("tenant_id","transtype","docno") WHERE "trans_document"."docno" is not null;--> statement-breakpoint
CREATE INDEX "trans_document_form_date_idx" ON "trans_document" USING btree ("tenant_id","form","transdate","docid");--> statement-breakpoint
CREATE INDEX "trans_line_item_idx" ON "trans_line" USING btree ("tenant_id","itemid");--> statement-breakpoint
SELECT lontar_secure_tenant_table(t::regclass) FROM unnest(ARRAY['trans_document', 'trans_line']) AS t;
