CREATE TABLE "account_period_balance" (
	"tenant_id" bigint NOT NULL,
	"glid" bigint NOT NULL,
	"period" integer NOT NULL,
	"branchid" bigint NOT NULL,
	"deptid" bigint NOT NULL,
	"projectid" bigint NOT NULL,
	"currencyid" bigint NOT NULL,
	"debit" numeric(24, 6) NOT NULL,
	"credit" numeric(24, 6) NOT NULL,
	CONSTRAINT "account_period_balance_tenant_id_glid_period_branchid_deptid_projectid_currencyid_pk" PRIMARY KEY("tenant_id","glid","period","branchid","deptid","projectid","currencyid")
);
--> statement-breakpoint
CREATE TABLE "gl_document" (
	"tenant_id" bigint NOT NULL,
	"jvid" bigserial NOT NULL,
	"form" text NOT NULL,
	"jvnumber" text NOT NULL,
	"transdate" date NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"currencyid" bigint,
	"rate" numeric(24, 10) DEFAULT '1' NOT NULL,
	"journalid" bigint,
	"created_by" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" bigint,
	"locked_time" timestamp with time zone,
	CONSTRAINT "gl_document_tenant_id_jvid_pk" PRIMARY KEY("tenant_id","jvid")
);
--> statement-breakpoint
CREATE TABLE "gl_document_line" (
	"tenant_id" bigint NOT NULL,
	"jvid" bigint NOT NULL,
	"seq" integer NOT NULL,
	"glid" bigint NOT NULL,
	"glamount" numeric(24, 6) NOT NULL,
	"primeamount" numeric(24, 6) NOT NULL,
	"rate" numeric(24, 10) DEFAULT '1' NOT NULL,
	"subsidiary" bigint,
	"deptid" bigint,
	"projectid" bigint,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "gl_document_line_tenant_id_jvid_seq_pk" PRIMARY KEY("tenant_id","jvid","seq")
);
--> statement-breakpoint
CREATE TABLE "idempotency_key" (
	"tenant_id" bigint NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_key_tenant_id_key_pk" PRIMARY KEY("tenant_id","key")
);
--> statement-breakpoint
CREATE TABLE "journal" (
	"tenant_id" bigint NOT NULL,
	"journalid" bigserial NOT NULL,
	"form" text NOT NULL,
	"docid" bigint NOT NULL,
	"docno" text NOT NULL,
	"transdate" date NOT NULL,
	"period" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"reversal_of" bigint,
	"userid" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_tenant_id_journalid_pk" PRIMARY KEY("tenant_id","journalid")
);
--> statement-breakpoint
CREATE TABLE "journal_line" (
	"tenant_id" bigint NOT NULL,
	"journalid" bigint NOT NULL,
	"seq" integer NOT NULL,
	"glid" bigint NOT NULL,
	"amount" numeric(24, 6) NOT NULL,
	"primeamount" numeric(24, 6) NOT NULL,
	"rate" numeric(24, 10) DEFAULT '1' NOT NULL,
	"currencyid" bigint,
	"deptid" bigint,
	"projectid" bigint,
	"branchid" bigint,
	"subsidiary" bigint,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "journal_line_tenant_id_journalid_seq_pk" PRIMARY KEY("tenant_id","journalid","seq")
);
--> statement-breakpoint
ALTER TABLE "account_period_balance" ADD CONSTRAINT "account_period_balance_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_period_balance" ADD CONSTRAINT "account_period_balance_tenant_id_glid_glaccount_tenant_id_glid_fk" FOREIGN KEY ("tenant_id","glid") REFERENCES "public"."glaccount"("tenant_id","glid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gl_document" ADD CONSTRAINT "gl_document_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gl_document_line" ADD CONSTRAINT "gl_document_line_tenant_id_jvid_gl_document_tenant_id_jvid_fk" FOREIGN KEY ("tenant_id","jvid") REFERENCES "public"."gl_document"("tenant_id","jvid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gl_document_line" ADD CONSTRAINT "gl_document_line_tenant_id_glid_glaccount_tenant_id_glid_fk" FOREIGN KEY ("tenant_id","glid") REFERENCES "public"."glaccount"("tenant_id","glid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_key" ADD CONSTRAINT "idempotency_key_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal" ADD CONSTRAINT "journal_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_line" ADD CONSTRAINT "journal_line_tenant_id_journalid_journal_tenant_id_journalid_fk" FOREIGN KEY ("tenant_id","journalid") REFERENCES "public"."journal"("tenant_id","journalid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_line" ADD CONSTRAINT "journal_line_tenant_id_glid_glaccount_tenant_id_glid_fk" FOREIGN KEY ("tenant_id","glid") REFERENCES "public"."glaccount"("tenant_id","glid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gl_document_number_key" ON "gl_document" USING btree ("tenant_id","jvnumber");--> statement-breakpoint
CREATE INDEX "gl_document_form_date_idx" ON "gl_document" USING btree ("tenant_id","form","transdate");--> statement-breakpoint
CREATE INDEX "journal_doc_idx" ON "journal" USING btree ("tenant_id","form","docid");--> statement-breakpoint
CREATE INDEX "journal_line_account_idx" ON "journal_line" USING btree ("tenant_id","glid");