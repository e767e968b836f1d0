ALTER TABLE "gl_document" ADD COLUMN "printcount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gl_document" ADD COLUMN "lastprinted" timestamp with time zone;