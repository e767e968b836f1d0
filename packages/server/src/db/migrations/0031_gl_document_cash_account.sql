ALTER TABLE "gl_document" ADD COLUMN "cashglid" bigint;--> statement-breakpoint
ALTER TABLE "gl_document" ADD COLUMN "personid" bigint;--> statement-breakpoint
ALTER TABLE "gl_document" ADD COLUMN "payee" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "gl_document" ADD CONSTRAINT "gl_document_tenant_id_cashglid_glaccount_tenant_id_glid_fk" FOREIGN KEY ("tenant_id","cashglid") REFERENCES "public"."glaccount"("tenant_id","glid") ON DELETE no action ON UPDATE no action;