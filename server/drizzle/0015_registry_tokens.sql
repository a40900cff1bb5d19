CREATE TABLE "registry_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"last_four" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "registry_tokens" ADD CONSTRAINT "registry_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "registry_tokens_token_hash_idx" ON "registry_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "registry_tokens_user_id_idx" ON "registry_tokens" USING btree ("user_id","created_at");