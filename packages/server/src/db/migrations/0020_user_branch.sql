CREATE TABLE "user_branch" (
	"tenant_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"branchid" bigint NOT NULL,
	CONSTRAINT "user_branch_tenant_id_user_id_branchid_pk" PRIMARY KEY("tenant_id","user_id","branchid")
);
--> statement-breakpoint
ALTER TABLE "user_branch" ADD CONSTRAINT "user_branch_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_branch" ADD CONSTRAINT "user_branch_tenant_id_branchid_branch_tenant_id_branchid_fk" FOREIGN KEY ("tenant_id","branchid") REFERENCES "public"."branch"("tenant_id","branchid") ON DELETE cascade ON UPDATE no action;