-- Coretax fields of the masters (issue 13 item 6, TAX.md): a VAT's e-Faktur transaction code, a unit's Coretax unit
-- code, an item's goods/services Opt and Code, a customer's buyer ID type, ID number and place of business (IDTKU).
ALTER TABLE "tax" ADD COLUMN "trxcode" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "unit" ADD COLUMN "efakturunit" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "item" ADD COLUMN "efakturopt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "item" ADD COLUMN "efakturcode" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "person" ADD COLUMN "buyerdocument" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "person" ADD COLUMN "buyerdocumentnumber" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "person" ADD COLUMN "idtku" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Existing companies move to the PPN 2025 rules that new ones are provisioned with (PMK 131/2024,
-- provisioning-defaults.ts): PPN 12 % on DPP Nilai Lain 11/12 with transaction code 04, PPN-BM 12 % on the full price
-- with code 01; any other VAT gets 04 when it has a DPP factor, else 01. Posted documents keep the figures they were
-- saved with (their totals and journals are stored, not recomputed from the tax master). Units of the provisioned
-- names get their Coretax unit code. Row-level security is forced, so each company is updated under its own setting.
DO $$
DECLARE
  t bigint;
BEGIN
  FOR t IN SELECT id FROM tenants LOOP
    PERFORM set_config('app.tenant_id', t::text, true);
    UPDATE tax SET rate = 0.12, dppfactor = '11/12', trxcode = '04',
           taxname = CASE WHEN taxname = 'PPN 11%' THEN 'PPN 12% (DPP Nilai Lain 11/12)' ELSE taxname END
     WHERE tenant_id = t AND kind = 'vat' AND upper(taxcode) = 'PPN';
    UPDATE tax SET rate = 0.12, dppfactor = '1', trxcode = '01'
     WHERE tenant_id = t AND kind = 'vat' AND upper(taxcode) = 'PPN-BM';
    UPDATE tax SET trxcode = CASE WHEN dppfactor = '1' THEN '01' ELSE '04' END
     WHERE tenant_id = t AND kind = 'vat' AND trxcode = '';
    UPDATE unit SET efakturunit = CASE upper(unitname)
           WHEN 'PCS' THEN 'UM.0021' WHEN 'UNIT' THEN 'UM.0018' WHEN 'BUAH' THEN 'UM.0021' WHEN 'BOX' THEN 'UM.0022'
           WHEN 'LUSIN' THEN 'UM.0017' WHEN 'PAK' THEN 'UM.0033' WHEN 'SET' THEN 'UM.0019' WHEN 'RIM' THEN 'UM.0033'
           WHEN 'KG' THEN 'UM.0003' WHEN 'GRAM' THEN 'UM.0004' WHEN 'LITER' THEN 'UM.0007' WHEN 'METER' THEN 'UM.0013'
           WHEN 'JAM' THEN 'UM.0027' END
     WHERE tenant_id = t AND efakturunit = '' AND upper(unitname) IN ('PCS', 'UNIT', 'BUAH', 'BOX', 'LUSIN', 'PAK', 'SET', 'RIM', 'KG', 'GRAM', 'LITER', 'METER', 'JAM');
  END LOOP;
  PERFORM set_config('app.tenant_id', '', true);
END $$;
