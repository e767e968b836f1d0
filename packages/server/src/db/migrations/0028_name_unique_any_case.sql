DROP INDEX "currency_name_key";--> statement-breakpoint
DROP INDEX "term_payment_name_key";--> statement-breakpoint
DROP INDEX "unit_name_key";--> statement-breakpoint
DROP INDEX "branch_name_key";--> statement-breakpoint
DROP INDEX "customer_status_name_key";--> statement-breakpoint
DROP INDEX "customer_type_name_key";--> statement-breakpoint
DROP INDEX "item_category_name_key";--> statement-breakpoint
DROP INDEX "shipment_name_key";--> statement-breakpoint
CREATE UNIQUE INDEX "currency_name_key" ON "currency" USING btree ("tenant_id",lower("currencyname"));--> statement-breakpoint
CREATE UNIQUE INDEX "term_payment_name_key" ON "term_payment" USING btree ("tenant_id",lower("termname"));--> statement-breakpoint
CREATE UNIQUE INDEX "unit_name_key" ON "unit" USING btree ("tenant_id",lower("unitname"));--> statement-breakpoint
CREATE UNIQUE INDEX "branch_name_key" ON "branch" USING btree ("tenant_id",lower("branchname"));--> statement-breakpoint
CREATE UNIQUE INDEX "customer_status_name_key" ON "customer_status" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "customer_type_name_key" ON "customer_type" USING btree ("tenant_id",lower("typename"));--> statement-breakpoint
CREATE UNIQUE INDEX "item_category_name_key" ON "item_category" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_name_key" ON "shipment" USING btree ("tenant_id",lower("name"));