CREATE TABLE "tenant_invitations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"email" text NOT NULL,
	"role_id" integer NOT NULL,
	"invited_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_users" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"role_id" integer NOT NULL,
	"owner" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"datasourcekey" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"owner_user_id" bigint NOT NULL,
	"prepared" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company" (
	"tenant_id" bigint NOT NULL,
	"companyname" text NOT NULL,
	"businesstype" text DEFAULT '' NOT NULL,
	"addressline1" text DEFAULT '' NOT NULL,
	"addressline2" text DEFAULT '' NOT NULL,
	"addressline3" text DEFAULT '' NOT NULL,
	"addressline4" text DEFAULT '' NOT NULL,
	"provinceid" text DEFAULT '' NOT NULL,
	"cityid" text DEFAULT '' NOT NULL,
	"postalcode" text DEFAULT '' NOT NULL,
	"notelp" text DEFAULT '' NOT NULL,
	"faxno" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"npwp" text DEFAULT '' NOT NULL,
	"startdate" date,
	"fiscalyear" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_tenant_id_pk" PRIMARY KEY("tenant_id")
);
--> statement-breakpoint
CREATE TABLE "currency" (
	"tenant_id" bigint NOT NULL,
	"currencyid" bigserial NOT NULL,
	"currencyname" text NOT NULL,
	"exchangerate" numeric(24, 10) DEFAULT '1' NOT NULL,
	"fiscalrate" numeric(24, 10) DEFAULT '1' NOT NULL,
	"autodefaccnt" boolean DEFAULT true NOT NULL,
	"isbase" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "currency_tenant_id_currencyid_pk" PRIMARY KEY("tenant_id","currencyid")
);
--> statement-breakpoint
CREATE TABLE "date_format" (
	"tenant_id" bigint NOT NULL,
	"fdateid" integer NOT NULL,
	"formatdate" text NOT NULL,
	CONSTRAINT "date_format_tenant_id_fdateid_pk" PRIMARY KEY("tenant_id","fdateid")
);
--> statement-breakpoint
CREATE TABLE "department" (
	"tenant_id" bigint NOT NULL,
	"deptid" bigserial NOT NULL,
	"deptno" text NOT NULL,
	"deptname" text NOT NULL,
	"suspended" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "department_tenant_id_deptid_pk" PRIMARY KEY("tenant_id","deptid")
);
--> statement-breakpoint
CREATE TABLE "glaccount" (
	"tenant_id" bigint NOT NULL,
	"glid" bigserial NOT NULL,
	"glaccount" text NOT NULL,
	"accountname" text NOT NULL,
	"accountname_en" text DEFAULT '' NOT NULL,
	"accounttype" integer NOT NULL,
	"parentaccount" bigint,
	"subaccount" boolean DEFAULT false NOT NULL,
	"suspended" boolean DEFAULT false NOT NULL,
	"currencyid" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "glaccount_tenant_id_glid_pk" PRIMARY KEY("tenant_id","glid")
);
--> statement-breakpoint
CREATE TABLE "glaccount_type" (
	"tenant_id" bigint NOT NULL,
	"typeid" integer NOT NULL,
	"typename" text NOT NULL,
	"typename_en" text NOT NULL,
	"normal" text NOT NULL,
	"statement" text NOT NULL,
	CONSTRAINT "glaccount_type_tenant_id_typeid_pk" PRIMARY KEY("tenant_id","typeid")
);
--> statement-breakpoint
CREATE TABLE "numbering" (
	"tenant_id" bigint NOT NULL,
	"transtype" text NOT NULL,
	"prefix" text NOT NULL,
	"nextnumber" bigint DEFAULT 1 NOT NULL,
	"digits" integer DEFAULT 5 NOT NULL,
	"resetmode" text DEFAULT 'never' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "numbering_tenant_id_transtype_pk" PRIMARY KEY("tenant_id","transtype")
);
--> statement-breakpoint
CREATE TABLE "preference" (
	"tenant_id" bigint NOT NULL,
	"pcompany" jsonb NOT NULL,
	"addons" jsonb NOT NULL,
	"pdefaccnt" jsonb NOT NULL,
	"ptemplatetypeviews" jsonb NOT NULL,
	"settingreminders" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "preference_tenant_id_pk" PRIMARY KEY("tenant_id")
);
--> statement-breakpoint
CREATE TABLE "privilege" (
	"tenant_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"screen" text NOT NULL,
	"akses" boolean NOT NULL,
	"tambah" boolean NOT NULL,
	"ubah" boolean NOT NULL,
	"hapus" boolean NOT NULL,
	"preview" boolean NOT NULL,
	"export" boolean NOT NULL,
	"jurnal" boolean NOT NULL,
	CONSTRAINT "privilege_tenant_id_user_id_screen_pk" PRIMARY KEY("tenant_id","user_id","screen")
);
--> statement-breakpoint
CREATE TABLE "project" (
	"tenant_id" bigint NOT NULL,
	"projectid" bigserial NOT NULL,
	"projectno" text NOT NULL,
	"projectname" text NOT NULL,
	"suspended" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_tenant_id_projectid_pk" PRIMARY KEY("tenant_id","projectid")
);
--> statement-breakpoint
CREATE TABLE "tax" (
	"tenant_id" bigint NOT NULL,
	"taxid" bigserial NOT NULL,
	"taxcode" text NOT NULL,
	"taxname" text NOT NULL,
	"kind" text NOT NULL,
	"rate" numeric(24, 10) NOT NULL,
	"salesglid" bigint,
	"purchaseglid" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_tenant_id_taxid_pk" PRIMARY KEY("tenant_id","taxid")
);
--> statement-breakpoint
CREATE TABLE "term_payment" (
	"tenant_id" bigint NOT NULL,
	"termid" bigserial NOT NULL,
	"termname" text NOT NULL,
	"netdays" integer DEFAULT 0 NOT NULL,
	"cod" boolean DEFAULT false NOT NULL,
	"discpercent" numeric(24, 6) DEFAULT '0' NOT NULL,
	"discdays" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "term_payment_tenant_id_termid_pk" PRIMARY KEY("tenant_id","termid")
);
--> statement-breakpoint
CREATE TABLE "unit" (
	"tenant_id" bigint NOT NULL,
	"unitid" bigserial NOT NULL,
	"unitname" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unit_tenant_id_unitid_pk" PRIMARY KEY("tenant_id","unitid")
);
--> statement-breakpoint
CREATE TABLE "warehouse" (
	"tenant_id" bigint NOT NULL,
	"whid" bigserial NOT NULL,
	"whno" text NOT NULL,
	"whname" text NOT NULL,
	"suspended" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warehouse_tenant_id_whid_pk" PRIMARY KEY("tenant_id","whid")
);
--> statement-breakpoint
ALTER TABLE "tenant_invitations" ADD CONSTRAINT "tenant_invitations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_invitations" ADD CONSTRAINT "tenant_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_users" ADD CONSTRAINT "tenant_users_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_users" ADD CONSTRAINT "tenant_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company" ADD CONSTRAINT "company_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currency" ADD CONSTRAINT "currency_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "date_format" ADD CONSTRAINT "date_format_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department" ADD CONSTRAINT "department_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "glaccount" ADD CONSTRAINT "glaccount_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "glaccount" ADD CONSTRAINT "glaccount_tenant_id_accounttype_glaccount_type_tenant_id_typeid_fk" FOREIGN KEY ("tenant_id","accounttype") REFERENCES "public"."glaccount_type"("tenant_id","typeid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "glaccount" ADD CONSTRAINT "glaccount_tenant_id_parentaccount_glaccount_tenant_id_glid_fk" FOREIGN KEY ("tenant_id","parentaccount") REFERENCES "public"."glaccount"("tenant_id","glid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "glaccount" ADD CONSTRAINT "glaccount_tenant_id_currencyid_currency_tenant_id_currencyid_fk" FOREIGN KEY ("tenant_id","currencyid") REFERENCES "public"."currency"("tenant_id","currencyid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "glaccount_type" ADD CONSTRAINT "glaccount_type_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "numbering" ADD CONSTRAINT "numbering_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preference" ADD CONSTRAINT "preference_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privilege" ADD CONSTRAINT "privilege_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax" ADD CONSTRAINT "tax_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax" ADD CONSTRAINT "tax_tenant_id_salesglid_glaccount_tenant_id_glid_fk" FOREIGN KEY ("tenant_id","salesglid") REFERENCES "public"."glaccount"("tenant_id","glid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax" ADD CONSTRAINT "tax_tenant_id_purchaseglid_glaccount_tenant_id_glid_fk" FOREIGN KEY ("tenant_id","purchaseglid") REFERENCES "public"."glaccount"("tenant_id","glid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "term_payment" ADD CONSTRAINT "term_payment_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit" ADD CONSTRAINT "unit_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse" ADD CONSTRAINT "warehouse_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tenant_invitations_tenant_email_key" ON "tenant_invitations" USING btree ("tenant_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "tenant_users_tenant_user_key" ON "tenant_users" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "tenant_users_user_idx" ON "tenant_users" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tenants_name_key" ON "tenants" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "tenants_datasourcekey_key" ON "tenants" USING btree ("datasourcekey");--> statement-breakpoint
CREATE UNIQUE INDEX "currency_name_key" ON "currency" USING btree ("tenant_id","currencyname");--> statement-breakpoint
CREATE UNIQUE INDEX "department_no_key" ON "department" USING btree ("tenant_id","deptno");--> statement-breakpoint
CREATE UNIQUE INDEX "glaccount_number_key" ON "glaccount" USING btree ("tenant_id","glaccount");--> statement-breakpoint
CREATE UNIQUE INDEX "project_no_key" ON "project" USING btree ("tenant_id","projectno");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_code_key" ON "tax" USING btree ("tenant_id","taxcode");--> statement-breakpoint
CREATE UNIQUE INDEX "term_payment_name_key" ON "term_payment" USING btree ("tenant_id","termname");--> statement-breakpoint
CREATE UNIQUE INDEX "unit_name_key" ON "unit" USING btree ("tenant_id","unitname");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_no_key" ON "warehouse" USING btree ("tenant_id","whno");