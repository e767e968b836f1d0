-- DPP Nilai Lain factor on the tax master (TAX.md). Existing companies keep their taxes as they are (a PPN at 0.11
-- with factor 1 still taxes 11 %); new companies get PPN 12 % on 11/12 (provisioning-defaults.ts).
ALTER TABLE "tax" ADD COLUMN "dppfactor" text DEFAULT '1' NOT NULL;