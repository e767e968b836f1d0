-- The sign-in limit counts an attempt before the password is checked, in one upsert on a row per login: the row lock
-- makes concurrent attempts count one after another, so no more than the limit of wrong passwords is ever checked.
-- Control plane: no tenant_id, no row-level security, used by the owner role only.
CREATE TABLE "signin_attempts" (
	"login" text PRIMARY KEY NOT NULL,
	"window_start" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL
);
