CREATE TABLE "snippet_views" (
	"snippet_id" uuid NOT NULL,
	"visitor" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "snippet_views_snippet_id_day_visitor_pk" PRIMARY KEY("snippet_id","day","visitor")
);
--> statement-breakpoint
CREATE TABLE "template_downloads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"downloaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "snippets" ADD COLUMN "views" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "snippet_views" ADD CONSTRAINT "snippet_views_snippet_id_snippets_id_fk" FOREIGN KEY ("snippet_id") REFERENCES "snippets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_downloads" ADD CONSTRAINT "template_downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_downloads" ADD CONSTRAINT "template_downloads_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "snippet_views_day_idx" ON "snippet_views" USING btree ("day");--> statement-breakpoint
CREATE INDEX "template_downloads_user_id_downloaded_at_idx" ON "template_downloads" USING btree ("user_id","downloaded_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "template_downloads_template_id_idx" ON "template_downloads" USING btree ("template_id");--> statement-breakpoint
ALTER TABLE "snippets" ADD CONSTRAINT "snippets_views_check" CHECK ("snippets"."views" >= 0);