CREATE TABLE "audit_log" (
	"tenant_id" bigint NOT NULL,
	"id" bigserial NOT NULL,
	"form" text NOT NULL,
	"recordid" bigint NOT NULL,
	"action" text NOT NULL,
	"userid" bigint NOT NULL,
	"username" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"changes" jsonb NOT NULL,
	CONSTRAINT "audit_log_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "branch" (
	"tenant_id" bigint NOT NULL,
	"branchid" bigserial NOT NULL,
	"branchname" text NOT NULL,
	"addressline1" text DEFAULT '' NOT NULL,
	"addressline2" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" bigint,
	"locked_time" timestamp with time zone,
	CONSTRAINT "branch_tenant_id_branchid_pk" PRIMARY KEY("tenant_id","branchid")
);
--> statement-breakpoint
CREATE TABLE "customer_status" (
	"tenant_id" bigint NOT NULL,
	"statid" bigserial NOT NULL,
	"name" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" bigint,
	"locked_time" timestamp with time zone,
	CONSTRAINT "customer_status_tenant_id_statid_pk" PRIMARY KEY("tenant_id","statid")
);
--> statement-breakpoint
CREATE TABLE "customer_type" (
	"tenant_id" bigint NOT NULL,
	"typeid" bigserial NOT NULL,
	"typename" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" bigint,
	"locked_time" timestamp with time zone,
	CONSTRAINT "customer_type_tenant_id_typeid_pk" PRIMARY KEY("tenant_id","typeid")
);
--> statement-breakpoint
CREATE TABLE "item" (
	"tenant_id" bigint NOT NULL,
	"itemid" bigserial NOT NULL,
	"itemno" text NOT NULL,
	"itemdescription" text NOT NULL,
	"itemdescription2" text DEFAULT '' NOT NULL,
	"itemtype" integer DEFAULT 0 NOT NULL,
	"itemupc" text DEFAULT '' NOT NULL,
	"itemplu" text DEFAULT '' NOT NULL,
	"categoryid" bigint,
	"deptid" bigint,
	"projectid" bigint,
	"defwhs" bigint,
	"unit1" text NOT NULL,
	"unit2" text DEFAULT '' NOT NULL,
	"unit3" text DEFAULT '' NOT NULL,
	"ratio2" numeric(24, 6) DEFAULT '0' NOT NULL,
	"ratio3" numeric(24, 6) DEFAULT '0' NOT NULL,
	"prices" jsonb NOT NULL,
	"minsellprice" numeric(24, 6) DEFAULT '0' NOT NULL,
	"maxsellprice" numeric(24, 6) DEFAULT '0' NOT NULL,
	"minpurcprice" numeric(24, 6) DEFAULT '0' NOT NULL,
	"maxpurcprice" numeric(24, 6) DEFAULT '0' NOT NULL,
	"stdsellprice" numeric(24, 6) DEFAULT '0' NOT NULL,
	"itemdiscpc" numeric(24, 6) DEFAULT '0' NOT NULL,
	"salesdiscount" numeric(24, 6) DEFAULT '0' NOT NULL,
	"taxcodes" text DEFAULT '' NOT NULL,
	"cost" numeric(24, 6) DEFAULT '0' NOT NULL,
	"costmethod" text DEFAULT 'FIFO' NOT NULL,
	"minimumqty" numeric(24, 6) DEFAULT '0' NOT NULL,
	"preferedvendor" bigint,
	"parentitem" bigint,
	"iamparent" boolean DEFAULT false NOT NULL,
	"suspended" boolean DEFAULT false NOT NULL,
	"usesn" boolean DEFAULT false NOT NULL,
	"forcesn" boolean DEFAULT false NOT NULL,
	"useexp" boolean DEFAULT false NOT NULL,
	"sntype" integer DEFAULT 0 NOT NULL,
	"inventoryglaccnt" bigint,
	"salesglaccnt" bigint,
	"salesretglaccnt" bigint,
	"purchaseretglaccnt" bigint,
	"cogsglaccnt" bigint,
	"unbilledglaccnt" bigint,
	"goodsintransglaccnt" bigint,
	"links" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"allusers" boolean DEFAULT true NOT NULL,
	"detailuser" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"detailbranch" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" bigint,
	"locked_time" timestamp with time zone,
	CONSTRAINT "item_tenant_id_itemid_pk" PRIMARY KEY("tenant_id","itemid")
);
--> statement-breakpoint
CREATE TABLE "item_category" (
	"tenant_id" bigint NOT NULL,
	"categoryid" bigserial NOT NULL,
	"name" text NOT NULL,
	"inventoryglaccnt" bigint,
	"salesglaccnt" bigint,
	"salesretglaccnt" bigint,
	"purchaseretglaccnt" bigint,
	"cogsglaccnt" bigint,
	"unbilledglaccnt" bigint,
	"goodsintransglaccnt" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" bigint,
	"locked_time" timestamp with time zone,
	CONSTRAINT "item_category_tenant_id_categoryid_pk" PRIMARY KEY("tenant_id","categoryid")
);
--> statement-breakpoint
CREATE TABLE "item_person_price" (
	"tenant_id" bigint NOT NULL,
	"itemid" bigint NOT NULL,
	"personid" bigint NOT NULL,
	"persontype" integer NOT NULL,
	"price1" numeric(24, 6) DEFAULT '0' NOT NULL,
	CONSTRAINT "item_person_price_tenant_id_itemid_personid_pk" PRIMARY KEY("tenant_id","itemid","personid")
);
--> statement-breakpoint
CREATE TABLE "person" (
	"tenant_id" bigint NOT NULL,
	"personid" bigserial NOT NULL,
	"persontype" integer NOT NULL,
	"personno" text NOT NULL,
	"name" text NOT NULL,
	"addressline1" text DEFAULT '' NOT NULL,
	"addressline2" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"stateprov" text DEFAULT '' NOT NULL,
	"zipcode" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'Indonesia' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"fax" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"webpage" text DEFAULT '' NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"nik" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"personmessage" text DEFAULT '' NOT NULL,
	"creditlimit" numeric(24, 6) DEFAULT '0' NOT NULL,
	"creditlimitday" integer DEFAULT 0 NOT NULL,
	"currencyid" bigint,
	"customertypeid" bigint,
	"salesmanid" bigint,
	"pricelevel" integer DEFAULT 1 NOT NULL,
	"termsid" bigint,
	"tax1id" bigint,
	"tax2id" bigint,
	"tax1exemptionno" text DEFAULT '' NOT NULL,
	"tax2exemptionno" text DEFAULT '' NOT NULL,
	"taxaddress1" text DEFAULT '' NOT NULL,
	"taxaddress2" text DEFAULT '' NOT NULL,
	"defaultdisc" numeric(24, 6) DEFAULT '0' NOT NULL,
	"defaultinvdescription" text DEFAULT '' NOT NULL,
	"barcodecust" text DEFAULT '' NOT NULL,
	"billtono" text DEFAULT '' NOT NULL,
	"billtoonly" boolean DEFAULT false NOT NULL,
	"allowbackorders" boolean DEFAULT false NOT NULL,
	"printstatement" boolean DEFAULT true NOT NULL,
	"suspended" boolean DEFAULT false NOT NULL,
	"statid" bigint,
	"activefrom" date,
	"links" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"allusers" boolean DEFAULT true NOT NULL,
	"detailuser" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"detailbranch" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" bigint,
	"locked_time" timestamp with time zone,
	CONSTRAINT "person_tenant_id_personid_pk" PRIMARY KEY("tenant_id","personid")
);
--> statement-breakpoint
CREATE TABLE "salesman" (
	"tenant_id" bigint NOT NULL,
	"salesmanid" bigserial NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text DEFAULT '' NOT NULL,
	"jobtitle" text DEFAULT '' NOT NULL,
	"businessphone" text DEFAULT '' NOT NULL,
	"businessphoneext" text DEFAULT '' NOT NULL,
	"cellular" text DEFAULT '' NOT NULL,
	"homephone" text DEFAULT '' NOT NULL,
	"fax" text DEFAULT '' NOT NULL,
	"pager" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"suspended" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" bigint,
	"locked_time" timestamp with time zone,
	CONSTRAINT "salesman_tenant_id_salesmanid_pk" PRIMARY KEY("tenant_id","salesmanid")
);
--> statement-breakpoint
CREATE TABLE "shipment" (
	"tenant_id" bigint NOT NULL,
	"shipid" bigserial NOT NULL,
	"name" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" bigint,
	"locked_time" timestamp with time zone,
	CONSTRAINT "shipment_tenant_id_shipid_pk" PRIMARY KEY("tenant_id","shipid")
);
--> statement-breakpoint
DROP INDEX "department_no_key";--> statement-breakpoint
DROP INDEX "project_no_key";--> statement-breakpoint
DROP INDEX "warehouse_no_key";--> statement-breakpoint
ALTER TABLE "currency" ADD COLUMN "locked_by" bigint;--> statement-breakpoint
ALTER TABLE "currency" ADD COLUMN "locked_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "department" ADD COLUMN "contact_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "department" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "department" ADD COLUMN "tipe" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "department" ADD COLUMN "locked_by" bigint;--> statement-breakpoint
ALTER TABLE "department" ADD COLUMN "locked_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "glaccount" ADD COLUMN "memo" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "glaccount" ADD COLUMN "isalloctoprod" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "glaccount" ADD COLUMN "allusers" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "glaccount" ADD COLUMN "detailuser" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "glaccount" ADD COLUMN "detailbranch" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "glaccount" ADD COLUMN "locked_by" bigint;--> statement-breakpoint
ALTER TABLE "glaccount" ADD COLUMN "locked_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "contactname" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "tanggal" date;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "percentcompleted" numeric(24, 6) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "locked_by" bigint;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "locked_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tax" ADD COLUMN "taxdescription" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tax" ADD COLUMN "locked_by" bigint;--> statement-breakpoint
ALTER TABLE "tax" ADD COLUMN "locked_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "term_payment" ADD COLUMN "locked_by" bigint;--> statement-breakpoint
ALTER TABLE "term_payment" ADD COLUMN "locked_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "unit" ADD COLUMN "locked_by" bigint;--> statement-breakpoint
ALTER TABLE "unit" ADD COLUMN "locked_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "warehouse" ADD COLUMN "address1" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouse" ADD COLUMN "address2" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouse" ADD COLUMN "address3" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouse" ADD COLUMN "pic" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouse" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouse" ADD COLUMN "locked_by" bigint;--> statement-breakpoint
ALTER TABLE "warehouse" ADD COLUMN "locked_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch" ADD CONSTRAINT "branch_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_status" ADD CONSTRAINT "customer_status_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_type" ADD CONSTRAINT "customer_type_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item" ADD CONSTRAINT "item_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_category" ADD CONSTRAINT "item_category_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_person_price" ADD CONSTRAINT "item_person_price_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_person_price" ADD CONSTRAINT "item_person_price_tenant_id_itemid_item_tenant_id_itemid_fk" FOREIGN KEY ("tenant_id","itemid") REFERENCES "public"."item"("tenant_id","itemid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_person_price" ADD CONSTRAINT "item_person_price_tenant_id_personid_person_tenant_id_personid_fk" FOREIGN KEY ("tenant_id","personid") REFERENCES "public"."person"("tenant_id","personid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person" ADD CONSTRAINT "person_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salesman" ADD CONSTRAINT "salesman_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment" ADD CONSTRAINT "shipment_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_record_idx" ON "audit_log" USING btree ("tenant_id","form","recordid");--> statement-breakpoint
CREATE UNIQUE INDEX "branch_name_key" ON "branch" USING btree ("tenant_id","branchname");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_status_name_key" ON "customer_status" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_type_name_key" ON "customer_type" USING btree ("tenant_id","typename");--> statement-breakpoint
CREATE UNIQUE INDEX "item_no_key" ON "item" USING btree ("tenant_id","itemno");--> statement-breakpoint
CREATE INDEX "item_description_idx" ON "item" USING btree ("tenant_id","itemdescription");--> statement-breakpoint
CREATE UNIQUE INDEX "item_category_name_key" ON "item_category" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "person_no_key" ON "person" USING btree ("tenant_id","persontype","personno");--> statement-breakpoint
CREATE INDEX "person_name_idx" ON "person" USING btree ("tenant_id","persontype","name");--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_name_key" ON "shipment" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "department_unique_key" ON "department" USING btree ("tenant_id","deptno");--> statement-breakpoint
CREATE UNIQUE INDEX "project_unique_key" ON "project" USING btree ("tenant_id","projectno");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_unique_key" ON "warehouse" USING btree ("tenant_id","whno");