CREATE TABLE "catalog_deletions" (
	"kind" text NOT NULL,
	"id" uuid NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "snippets" ADD COLUMN "changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "catalog_deletions_deleted_at_idx" ON "catalog_deletions" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "snippets_changed_at_idx" ON "snippets" USING btree ("changed_at");--> statement-breakpoint
CREATE INDEX "templates_changed_at_idx" ON "templates" USING btree ("changed_at");