CREATE TABLE "bank_reconciliation" (
	"tenant_id" bigint NOT NULL,
	"recid" bigserial NOT NULL,
	"glid" bigint NOT NULL,
	"enddate" date NOT NULL,
	"statementbalance" numeric(24, 6) NOT NULL,
	"clearedbalance" numeric(24, 6) NOT NULL,
	"userid" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_reconciliation_tenant_id_recid_pk" PRIMARY KEY("tenant_id","recid")
);
--> statement-breakpoint
CREATE TABLE "bank_reconciliation_line" (
	"tenant_id" bigint NOT NULL,
	"journalid" bigint NOT NULL,
	"seq" integer NOT NULL,
	"recid" bigint NOT NULL,
	CONSTRAINT "bank_reconciliation_line_tenant_id_journalid_seq_pk" PRIMARY KEY("tenant_id","journalid","seq")
);
--> statement-breakpoint
ALTER TABLE "bank_reconciliation" ADD CONSTRAINT "bank_reconciliation_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_reconciliation" ADD CONSTRAINT "bank_reconciliation_tenant_id_glid_glaccount_tenant_id_glid_fk" FOREIGN KEY ("tenant_id","glid") REFERENCES "public"."glaccount"("tenant_id","glid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_reconciliation_line" ADD CONSTRAINT "bank_reconciliation_line_tenant_id_recid_bank_reconciliation_tenant_id_recid_fk" FOREIGN KEY ("tenant_id","recid") REFERENCES "public"."bank_reconciliation"("tenant_id","recid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_reconciliation_line" ADD CONSTRAINT "bank_reconciliation_line_tenant_id_journalid_seq_journal_line_tenant_id_journalid_seq_fk" FOREIGN KEY ("tenant_id","journalid","seq") REFERENCES "public"."journal_line"("tenant_id","journalid","seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_reconciliation_account_idx" ON "bank_reconciliation" USING btree ("tenant_id","glid","enddate");