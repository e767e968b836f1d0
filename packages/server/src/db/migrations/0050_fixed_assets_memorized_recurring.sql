CREATE TABLE "fa_depreciation" (
	"tenant_id" bigint NOT NULL,
	"assetid" bigint NOT NULL,
	"period" integer NOT NULL,
	"amount" numeric(24, 6) DEFAULT '0' NOT NULL,
	"journalid" bigint,
	CONSTRAINT "fa_depreciation_tenant_id_assetid_period_pk" PRIMARY KEY("tenant_id","assetid","period")
);
--> statement-breakpoint
CREATE TABLE "fa_fiscal_type" (
	"tenant_id" bigint NOT NULL,
	"assetfistype" bigserial NOT NULL,
	"fafisdesc" text NOT NULL,
	"groupcode" text DEFAULT '' NOT NULL,
	"deprmethod" integer DEFAULT 1 NOT NULL,
	"fisestlife" integer NOT NULL,
	"fisrate" numeric(12, 6) DEFAULT '0' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" bigint,
	"locked_time" timestamp with time zone,
	CONSTRAINT "fa_fiscal_type_tenant_id_assetfistype_pk" PRIMARY KEY("tenant_id","assetfistype")
);
--> statement-breakpoint
CREATE TABLE "fa_type" (
	"tenant_id" bigint NOT NULL,
	"afistypeid" bigserial NOT NULL,
	"assettype" text NOT NULL,
	"fatypedesc" text DEFAULT '' NOT NULL,
	"deprmethod" integer DEFAULT 1 NOT NULL,
	"estlife" integer DEFAULT 4 NOT NULL,
	"rate" numeric(12, 6) DEFAULT '0' NOT NULL,
	"assetfistype" bigint,
	"assetglaccnt" bigint,
	"accumglaccnt" bigint,
	"expenseglaccnt" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" bigint,
	"locked_time" timestamp with time zone,
	CONSTRAINT "fa_type_tenant_id_afistypeid_pk" PRIMARY KEY("tenant_id","afistypeid")
);
--> statement-breakpoint
CREATE TABLE "fixed_asset" (
	"tenant_id" bigint NOT NULL,
	"assetid" bigserial NOT NULL,
	"assetcode" text NOT NULL,
	"assetname" text NOT NULL,
	"afistypeid" bigint NOT NULL,
	"assetfistype" bigint,
	"depmethod" integer DEFAULT 1 NOT NULL,
	"estimatedlife" integer NOT NULL,
	"depreciationrate" numeric(12, 6) DEFAULT '0' NOT NULL,
	"quantity" numeric(24, 6) DEFAULT '1' NOT NULL,
	"cost" numeric(24, 6) DEFAULT '0' NOT NULL,
	"residu" numeric(24, 6) DEFAULT '0' NOT NULL,
	"accumopening" numeric(24, 6) DEFAULT '0' NOT NULL,
	"purchasedate" date NOT NULL,
	"usagedate" date NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"deptid" bigint,
	"projectid" bigint,
	"branchid" bigint,
	"assetglaccnt" bigint NOT NULL,
	"accumglaccnt" bigint NOT NULL,
	"expenseglaccnt" bigint NOT NULL,
	"creditglaccnt" bigint,
	"purchaseref" text DEFAULT '' NOT NULL,
	"acquisitionjournalid" bigint,
	"disposed" boolean DEFAULT false NOT NULL,
	"disposaldate" date,
	"disposaltype" integer,
	"proceeds" numeric(24, 6) DEFAULT '0' NOT NULL,
	"proceedsglaccnt" bigint,
	"gainlossglaccnt" bigint,
	"disposalnote" text DEFAULT '' NOT NULL,
	"disposaljournalid" bigint,
	"created_by" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" bigint,
	"locked_time" timestamp with time zone,
	CONSTRAINT "fixed_asset_tenant_id_assetid_pk" PRIMARY KEY("tenant_id","assetid")
);
--> statement-breakpoint
CREATE TABLE "memorized" (
	"tenant_id" bigint NOT NULL,
	"id" bigserial NOT NULL,
	"transtype" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"data" jsonb NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"userid" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" bigint,
	"locked_time" timestamp with time zone,
	CONSTRAINT "memorized_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "recurring" (
	"tenant_id" bigint NOT NULL,
	"id" bigserial NOT NULL,
	"recurringno" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"transtype" text NOT NULL,
	"perioda" text DEFAULT 'Bulanan' NOT NULL,
	"recurringtotal" integer DEFAULT 2 NOT NULL,
	"recurringdate" date NOT NULL,
	"isassigninvno" boolean DEFAULT false NOT NULL,
	"startinvno" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"recurringdata" jsonb NOT NULL,
	"personid" bigint,
	"glaccount" bigint,
	"userid" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" bigint,
	"locked_time" timestamp with time zone,
	CONSTRAINT "recurring_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "recurring_detail" (
	"tenant_id" bigint NOT NULL,
	"recurringid" bigint NOT NULL,
	"seq" integer NOT NULL,
	"estimateddate" date NOT NULL,
	"estimatedamount" numeric(24, 6) DEFAULT '0' NOT NULL,
	"estdescription" text DEFAULT '' NOT NULL,
	"estinvoiceno" text DEFAULT '' NOT NULL,
	"invoiceid" bigint,
	"invoiceno" text,
	"status" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone,
	CONSTRAINT "recurring_detail_tenant_id_recurringid_seq_pk" PRIMARY KEY("tenant_id","recurringid","seq")
);
--> statement-breakpoint
ALTER TABLE "fa_depreciation" ADD CONSTRAINT "fa_depreciation_tenant_id_assetid_fixed_asset_tenant_id_assetid_fk" FOREIGN KEY ("tenant_id","assetid") REFERENCES "public"."fixed_asset"("tenant_id","assetid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fa_fiscal_type" ADD CONSTRAINT "fa_fiscal_type_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fa_type" ADD CONSTRAINT "fa_type_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fa_type" ADD CONSTRAINT "fa_type_tenant_id_assetfistype_fa_fiscal_type_tenant_id_assetfistype_fk" FOREIGN KEY ("tenant_id","assetfistype") REFERENCES "public"."fa_fiscal_type"("tenant_id","assetfistype") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fa_type" ADD CONSTRAINT "fa_type_tenant_id_assetglaccnt_glaccount_tenant_id_glid_fk" FOREIGN KEY ("tenant_id","assetglaccnt") REFERENCES "public"."glaccount"("tenant_id","glid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fa_type" ADD CONSTRAINT "fa_type_tenant_id_accumglaccnt_glaccount_tenant_id_glid_fk" FOREIGN KEY ("tenant_id","accumglaccnt") REFERENCES "public"."glaccount"("tenant_id","glid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fa_type" ADD CONSTRAINT "fa_type_tenant_id_expenseglaccnt_glaccount_tenant_id_glid_fk" FOREIGN KEY ("tenant_id","expenseglaccnt") REFERENCES "public"."glaccount"("tenant_id","glid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_asset" ADD CONSTRAINT "fixed_asset_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_asset" ADD CONSTRAINT "fixed_asset_tenant_id_afistypeid_fa_type_tenant_id_afistypeid_fk" FOREIGN KEY ("tenant_id","afistypeid") REFERENCES "public"."fa_type"("tenant_id","afistypeid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_asset" ADD CONSTRAINT "fixed_asset_tenant_id_assetfistype_fa_fiscal_type_tenant_id_assetfistype_fk" FOREIGN KEY ("tenant_id","assetfistype") REFERENCES "public"."fa_fiscal_type"("tenant_id","assetfistype") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_asset" ADD CONSTRAINT "fixed_asset_tenant_id_deptid_department_tenant_id_deptid_fk" FOREIGN KEY ("tenant_id","deptid") REFERENCES "public"."department"("tenant_id","deptid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_asset" ADD CONSTRAINT "fixed_asset_tenant_id_projectid_project_tenant_id_projectid_fk" FOREIGN KEY ("tenant_id","projectid") REFERENCES "public"."project"("tenant_id","projectid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_asset" ADD CONSTRAINT "fixed_asset_tenant_id_branchid_branch_tenant_id_branchid_fk" FOREIGN KEY ("tenant_id","branchid") REFERENCES "public"."branch"("tenant_id","branchid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_asset" ADD CONSTRAINT "fixed_asset_tenant_id_assetglaccnt_glaccount_tenant_id_glid_fk" FOREIGN KEY ("tenant_id","assetglaccnt") REFERENCES "public"."glaccount"("tenant_id","glid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_asset" ADD CONSTRAINT "fixed_asset_tenant_id_accumglaccnt_glaccount_tenant_id_glid_fk" FOREIGN KEY ("tenant_id","accumglaccnt") REFERENCES "public"."glaccount"("tenant_id","glid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_asset" ADD CONSTRAINT "fixed_asset_tenant_id_expenseglaccnt_glaccount_tenant_id_glid_fk" FOREIGN KEY ("tenant_id","expenseglaccnt") REFERENCES "public"."glaccount"("tenant_id","glid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_asset" ADD CONSTRAINT "fixed_asset_tenant_id_creditglaccnt_glaccount_tenant_id_glid_fk" FOREIGN KEY ("tenant_id","creditglaccnt") REFERENCES "public"."glaccount"("tenant_id","glid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_asset" ADD CONSTRAINT "fixed_asset_tenant_id_proceedsglaccnt_glaccount_tenant_id_glid_fk" FOREIGN KEY ("tenant_id","proceedsglaccnt") REFERENCES "public"."glaccount"("tenant_id","glid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_asset" ADD CONSTRAINT "fixed_asset_tenant_id_gainlossglaccnt_glaccount_tenant_id_glid_fk" FOREIGN KEY ("tenant_id","gainlossglaccnt") REFERENCES "public"."glaccount"("tenant_id","glid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memorized" ADD CONSTRAINT "memorized_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring" ADD CONSTRAINT "recurring_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_detail" ADD CONSTRAINT "recurring_detail_tenant_id_recurringid_recurring_tenant_id_id_fk" FOREIGN KEY ("tenant_id","recurringid") REFERENCES "public"."recurring"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fa_depreciation_period_idx" ON "fa_depreciation" USING btree ("tenant_id","period");--> statement-breakpoint
CREATE UNIQUE INDEX "fa_fiscal_type_name_key" ON "fa_fiscal_type" USING btree ("tenant_id",lower("fafisdesc"));--> statement-breakpoint
CREATE UNIQUE INDEX "fa_type_code_key" ON "fa_type" USING btree ("tenant_id",lower("assettype"));--> statement-breakpoint
CREATE UNIQUE INDEX "fixed_asset_code_key" ON "fixed_asset" USING btree ("tenant_id",lower("assetcode"));--> statement-breakpoint
CREATE UNIQUE INDEX "memorized_name_key" ON "memorized" USING btree ("tenant_id","transtype",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "recurring_no_key" ON "recurring" USING btree ("tenant_id",lower("recurringno"));--> statement-breakpoint
CREATE UNIQUE INDEX "recurring_detail_date_key" ON "recurring_detail" USING btree ("tenant_id","recurringid","estimateddate");--> statement-breakpoint
SELECT lontar_secure_tenant_table(t::regclass) FROM unnest(ARRAY['fa_fiscal_type', 'fa_type', 'fixed_asset', 'fa_depreciation', 'memorized', 'recurring', 'recurring_detail']) AS t;
