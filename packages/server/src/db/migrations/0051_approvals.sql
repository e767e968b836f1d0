CREATE TABLE "approval_authorization" (
	"tenant_id" bigint NOT NULL,
	"form" text NOT NULL,
	"userid" bigint NOT NULL,
	CONSTRAINT "approval_authorization_tenant_id_form_userid_pk" PRIMARY KEY("tenant_id","form","userid")
);
--> statement-breakpoint
CREATE TABLE "approval_note" (
	"tenant_id" bigint NOT NULL,
	"form" text NOT NULL,
	"transid" bigint NOT NULL,
	"transno" text DEFAULT '' NOT NULL,
	"transdate" date NOT NULL,
	"amount" numeric(24, 6) DEFAULT '0' NOT NULL,
	"creator" bigint NOT NULL,
	"ruleid" bigint,
	"allowself" boolean DEFAULT false NOT NULL,
	"levels" jsonb NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"nextlevel" integer DEFAULT 1 NOT NULL,
	"round" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_note_tenant_id_form_transid_pk" PRIMARY KEY("tenant_id","form","transid")
);
--> statement-breakpoint
CREATE TABLE "approval_note_detail" (
	"tenant_id" bigint NOT NULL,
	"form" text NOT NULL,
	"transid" bigint NOT NULL,
	"round" integer NOT NULL,
	"level" integer NOT NULL,
	"userid" bigint NOT NULL,
	"username" text DEFAULT '' NOT NULL,
	"approved" boolean NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"approvedate" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_note_detail_tenant_id_form_transid_round_level_pk" PRIMARY KEY("tenant_id","form","transid","round","level")
);
--> statement-breakpoint
CREATE TABLE "approval_rule" (
	"tenant_id" bigint NOT NULL,
	"id" bigserial NOT NULL,
	"form" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"branchid" bigint,
	"minamount" numeric(24, 6),
	"mindiscount" numeric(9, 4),
	"approvers" jsonb NOT NULL,
	"allowself" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" bigint,
	"locked_time" timestamp with time zone,
	CONSTRAINT "approval_rule_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "approval_authorization" ADD CONSTRAINT "approval_authorization_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_note" ADD CONSTRAINT "approval_note_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_note_detail" ADD CONSTRAINT "approval_note_detail_tenant_id_form_transid_approval_note_tenant_id_form_transid_fk" FOREIGN KEY ("tenant_id","form","transid") REFERENCES "public"."approval_note"("tenant_id","form","transid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_rule" ADD CONSTRAINT "approval_rule_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_note_waiting_idx" ON "approval_note" USING btree ("tenant_id","status","form");--> statement-breakpoint
CREATE INDEX "approval_rule_form_idx" ON "approval_rule" USING btree ("tenant_id","form");--> statement-breakpoint
SELECT lontar_secure_tenant_table(t::regclass) FROM unnest(ARRAY['approval_authorization', 'approval_rule', 'approval_note', 'approval_note_detail']) AS t;
