CREATE TABLE "entitlements" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"item" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "entitlements_user_id_kind_item_pk" PRIMARY KEY("user_id","kind","item"),
	CONSTRAINT "entitlements_kind_check" CHECK ("entitlements"."kind" in ('pro', 'snippet', 'template')),
	CONSTRAINT "entitlements_source_check" CHECK ("entitlements"."source" in ('admin', 'stripe')),
	CONSTRAINT "entitlements_item_check" CHECK (("entitlements"."kind" = 'pro') = ("entitlements"."item" = ''))
);
--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;