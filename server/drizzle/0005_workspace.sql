CREATE TABLE "workspace_subscriptions" (
	"user_id" uuid NOT NULL,
	"service" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_subscriptions_user_id_service_pk" PRIMARY KEY("user_id","service"),
	CONSTRAINT "workspace_subscriptions_service_check" CHECK ("workspace_subscriptions"."service" in ('snippets', 'templates', 'hosting', 'databases', 'websites', 'studio'))
);
--> statement-breakpoint
ALTER TABLE "workspace_subscriptions" ADD CONSTRAINT "workspace_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;