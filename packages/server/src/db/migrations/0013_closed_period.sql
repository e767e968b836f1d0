CREATE TABLE "closed_period" (
	"tenant_id" bigint NOT NULL,
	"period" integer NOT NULL,
	"closed_by" bigint NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "closed_period_tenant_id_period_pk" PRIMARY KEY("tenant_id","period")
);
--> statement-breakpoint
ALTER TABLE "closed_period" ADD CONSTRAINT "closed_period_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;