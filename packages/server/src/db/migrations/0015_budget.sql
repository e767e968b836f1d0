CREATE TABLE "budget_account" (
	"tenant_id" bigint NOT NULL,
	"glid" bigint NOT NULL,
	"fyear" integer NOT NULL,
	"periods" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" bigint,
	"locked_time" timestamp with time zone,
	CONSTRAINT "budget_account_tenant_id_glid_fyear_pk" PRIMARY KEY("tenant_id","glid","fyear")
);
--> statement-breakpoint
ALTER TABLE "budget_account" ADD CONSTRAINT "budget_account_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_account" ADD CONSTRAINT "budget_account_tenant_id_glid_glaccount_tenant_id_glid_fk" FOREIGN KEY ("tenant_id","glid") REFERENCES "public"."glaccount"("tenant_id","glid") ON DELETE no action ON UPDATE no action;