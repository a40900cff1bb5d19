CREATE TABLE "email_verifications" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_verifications_user_id_idx" ON "email_verifications" USING btree ("user_id");--> statement-breakpoint
-- Accounts made through a provider start verified: it vouched for the address (unverified ones were always refused), and the account's first provider link was made with it. A password account that a provider sign-in joined later stays unverified: its password may be a stranger's, so its owner proves the address by mail.
UPDATE "users" SET "email_verified_at" = "first_link"."created_at" FROM (SELECT "user_id", min("created_at") AS "created_at" FROM "oauth_accounts" GROUP BY "user_id") AS "first_link" WHERE "first_link"."user_id" = "users"."id" AND "first_link"."created_at" < "users"."created_at" + interval '1 minute';
