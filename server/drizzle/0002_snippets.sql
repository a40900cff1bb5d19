-- Hand-written (drizzle-kit cannot express these): pg_trgm for typo-tolerant title search, in
-- public so that every schema on the database (the DB tests' own schemas among them) sees its
-- operators. Migrations of two schemas may create it at once: the loser of that race waits for
-- the winner's commit and then hits the unique index, which only means it is there.
DO $$
BEGIN
	CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
EXCEPTION WHEN unique_violation OR duplicate_object THEN
	NULL;
END
$$;
--> statement-breakpoint
-- The generated "search" column needs an immutable expression; array_to_string is only stable
-- (for arrays of any type), while for text[] its result depends on nothing but the input.
CREATE OR REPLACE FUNCTION snippets_tags_text(tags text[]) RETURNS text
	LANGUAGE sql IMMUTABLE PARALLEL SAFE
	AS $$ SELECT array_to_string(tags, ' ') $$;
--> statement-breakpoint
CREATE TABLE "snippets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"language" text NOT NULL,
	"category" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"code" text NOT NULL,
	"mdx" text NOT NULL,
	"author_id" uuid,
	"author_name" text,
	"source_url" text,
	"license" text NOT NULL,
	"plan" text DEFAULT 'free' NOT NULL,
	"price_cents" integer,
	"original_price_cents" integer,
	"status" text DEFAULT 'published' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', snippets_tags_text(tags)), 'B') || setweight(to_tsvector('simple', description), 'C') || setweight(to_tsvector('simple', code), 'D')) STORED NOT NULL,
	CONSTRAINT "snippets_plan_check" CHECK ("snippets"."plan" in ('free', 'pro')),
	CONSTRAINT "snippets_status_check" CHECK ("snippets"."status" in ('draft', 'published')),
	CONSTRAINT "snippets_author_check" CHECK ("snippets"."author_id" is not null or "snippets"."author_name" is not null),
	CONSTRAINT "snippets_price_check" CHECK (("snippets"."price_cents" is null or "snippets"."price_cents" >= 0) and ("snippets"."original_price_cents" is null or ("snippets"."price_cents" is not null and "snippets"."original_price_cents" >= "snippets"."price_cents"))),
	CONSTRAINT "snippets_free_price_check" CHECK ("snippets"."plan" = 'pro' or ("snippets"."price_cents" is null and "snippets"."original_price_cents" is null))
);
--> statement-breakpoint
ALTER TABLE "snippets" ADD CONSTRAINT "snippets_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "snippets_slug_key" ON "snippets" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "snippets_search_idx" ON "snippets" USING gin ("search");--> statement-breakpoint
CREATE INDEX "snippets_title_trgm_idx" ON "snippets" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "snippets_created_at_idx" ON "snippets" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "snippets_language_category_idx" ON "snippets" USING btree ("language","category");--> statement-breakpoint
CREATE INDEX "snippets_author_id_idx" ON "snippets" USING btree ("author_id");