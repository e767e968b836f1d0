-- PPh tax object code (TAX.md) on the tax master (withholding taxes) and on items (purchased services). Existing
-- taxes keep none: the company's tax officer picks it on the Taxes screen; new companies' PPH23 gets 24-104-01.
ALTER TABLE "tax" ADD COLUMN "taxobjectcode" text;--> statement-breakpoint
ALTER TABLE "item" ADD COLUMN "taxobjectcode" text;