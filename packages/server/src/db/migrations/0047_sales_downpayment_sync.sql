-- A sales invoice's down payments (issue 13): `header.downpayments` of a sales invoice names each applied down-payment
-- invoice by `arinvoiceid` as a purchase invoice names it by `apinvoiceid`; trans_downpayment keeps both (dpid is the
-- down-payment invoice's docid either way, unique within a company).
CREATE OR REPLACE FUNCTION lontar_trans_downpayment_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM trans_downpayment WHERE tenant_id = NEW.tenant_id AND docid = NEW.docid;
  END IF;
  INSERT INTO trans_downpayment (tenant_id, docid, seq, dpid, amount, net, base)
  SELECT NEW.tenant_id, NEW.docid, x.ord::integer,
         (CASE WHEN jsonb_typeof(x.v -> 'apinvoiceid') = 'number' THEN x.v ->> 'apinvoiceid' ELSE x.v ->> 'arinvoiceid' END)::numeric::bigint, (x.v ->> 'amount')::numeric,
         (x.v ->> 'net')::numeric, (x.v ->> 'base')::numeric
  FROM jsonb_array_elements(CASE WHEN jsonb_typeof(NEW.header -> 'downpayments') = 'array' THEN NEW.header -> 'downpayments' ELSE '[]'::jsonb END)
       WITH ORDINALITY AS x(v, ord)
  WHERE jsonb_typeof(x.v -> 'apinvoiceid') = 'number' OR jsonb_typeof(x.v -> 'arinvoiceid') = 'number';
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Sales invoices saved before (as the migration's owner; a superuser sees every tenant).
INSERT INTO trans_downpayment (tenant_id, docid, seq, dpid, amount, net, base)
SELECT d.tenant_id, d.docid, x.ord::integer, (x.v ->> 'arinvoiceid')::numeric::bigint, (x.v ->> 'amount')::numeric, (x.v ->> 'net')::numeric, (x.v ->> 'base')::numeric
FROM trans_document d
CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(d.header -> 'downpayments') = 'array' THEN d.header -> 'downpayments' ELSE '[]'::jsonb END) WITH ORDINALITY AS x(v, ord)
WHERE jsonb_typeof(x.v -> 'apinvoiceid') IS DISTINCT FROM 'number' AND jsonb_typeof(x.v -> 'arinvoiceid') = 'number'
ON CONFLICT DO NOTHING;
