CREATE TABLE "trans_downpayment" (
	"tenant_id" bigint NOT NULL,
	"docid" bigint NOT NULL,
	"seq" integer NOT NULL,
	"dpid" bigint NOT NULL,
	"amount" numeric(24, 6) NOT NULL,
	"net" numeric(24, 6),
	"base" numeric(24, 6),
	CONSTRAINT "trans_downpayment_tenant_id_docid_seq_pk" PRIMARY KEY("tenant_id","docid","seq")
);
--> statement-breakpoint
ALTER TABLE "trans_downpayment" ADD CONSTRAINT "trans_downpayment_tenant_id_docid_trans_document_tenant_id_docid_fk" FOREIGN KEY ("tenant_id","docid") REFERENCES "public"."trans_document"("tenant_id","docid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trans_downpayment_dp_idx" ON "trans_downpayment" USING btree ("tenant_id","dpid");--> statement-breakpoint
SELECT lontar_secure_tenant_table('trans_downpayment'::regclass);
--> statement-breakpoint
-- Kept from the header by the database itself: every write of an invoice's `downpayments` (create, edit) rewrites
-- its rows; a delete of the invoice cascades. Runs as the writing role, under its tenant (RLS WITH CHECK holds).
CREATE OR REPLACE FUNCTION lontar_trans_downpayment_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM trans_downpayment WHERE tenant_id = NEW.tenant_id AND docid = NEW.docid;
  END IF;
  INSERT INTO trans_downpayment (tenant_id, docid, seq, dpid, amount, net, base)
  SELECT NEW.tenant_id, NEW.docid, x.ord::integer, (x.v ->> 'apinvoiceid')::numeric::bigint, (x.v ->> 'amount')::numeric,
         (x.v ->> 'net')::numeric, (x.v ->> 'base')::numeric
  FROM jsonb_array_elements(CASE WHEN jsonb_typeof(NEW.header -> 'downpayments') = 'array' THEN NEW.header -> 'downpayments' ELSE '[]'::jsonb END)
       WITH ORDINALITY AS x(v, ord)
  WHERE jsonb_typeof(x.v -> 'apinvoiceid') = 'number';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER trans_document_downpayments_insert AFTER INSERT ON trans_document FOR EACH ROW
  WHEN (jsonb_typeof(NEW.header -> 'downpayments') = 'array' AND jsonb_array_length(NEW.header -> 'downpayments') > 0)
  EXECUTE FUNCTION lontar_trans_downpayment_sync();
--> statement-breakpoint
CREATE TRIGGER trans_document_downpayments_update AFTER UPDATE OF header ON trans_document FOR EACH ROW
  WHEN (OLD.header -> 'downpayments' IS DISTINCT FROM NEW.header -> 'downpayments')
  EXECUTE FUNCTION lontar_trans_downpayment_sync();
--> statement-breakpoint
-- The invoices saved before (as the migration's owner; a superuser sees every tenant).
INSERT INTO trans_downpayment (tenant_id, docid, seq, dpid, amount, net, base)
SELECT d.tenant_id, d.docid, x.ord::integer, (x.v ->> 'apinvoiceid')::numeric::bigint, (x.v ->> 'amount')::numeric, (x.v ->> 'net')::numeric, (x.v ->> 'base')::numeric
FROM trans_document d
CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(d.header -> 'downpayments') = 'array' THEN d.header -> 'downpayments' ELSE '[]'::jsonb END) WITH ORDINALITY AS x(v, ord)
WHERE jsonb_typeof(x.v -> 'apinvoiceid') = 'number';
