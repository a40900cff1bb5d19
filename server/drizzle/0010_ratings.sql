CREATE TABLE "snippet_ratings" (
	"snippet_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"stars" smallint NOT NULL,
	"review" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "snippet_ratings_snippet_id_user_id_pk" PRIMARY KEY("snippet_id","user_id"),
	CONSTRAINT "snippet_ratings_stars_check" CHECK ("snippet_ratings"."stars" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "template_ratings" (
	"template_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"stars" smallint NOT NULL,
	"review" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "template_ratings_template_id_user_id_pk" PRIMARY KEY("template_id","user_id"),
	CONSTRAINT "template_ratings_stars_check" CHECK ("template_ratings"."stars" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "templates" ALTER COLUMN "rating" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "snippets" ADD COLUMN "rating" numeric(2, 1) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "snippets" ADD COLUMN "reviews" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "snippet_ratings" ADD CONSTRAINT "snippet_ratings_snippet_id_snippets_id_fk" FOREIGN KEY ("snippet_id") REFERENCES "snippets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "snippet_ratings" ADD CONSTRAINT "snippet_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_ratings" ADD CONSTRAINT "template_ratings_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_ratings" ADD CONSTRAINT "template_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "snippet_ratings_snippet_id_updated_at_idx" ON "snippet_ratings" USING btree ("snippet_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "snippet_ratings_user_id_idx" ON "snippet_ratings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "template_ratings_template_id_updated_at_idx" ON "template_ratings" USING btree ("template_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "template_ratings_user_id_idx" ON "template_ratings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "snippets_tags_idx" ON "snippets" USING gin ("tags");--> statement-breakpoint
ALTER TABLE "snippets" ADD CONSTRAINT "snippets_rating_check" CHECK ("snippets"."rating" between 0 and 5 and "snippets"."reviews" >= 0);--> statement-breakpoint
-- The catalogue's seeded ratings, reviews, downloads and views were invented: nobody gave or made
-- them, and they cannot be told apart from the real events counted since, so all start again at 0.
UPDATE "templates" SET "rating" = 0, "reviews" = 0, "downloads" = 0, "views" = 0;
--> statement-breakpoint
-- An item's `rating` and `reviews` follow its ratings whatever changes them: the rating routes, or
-- an account's removal, whose ratings go by cascade. The routes lock the item's row first, so two
-- ratings of one item at once recompute one after the other. `updated_at` is left alone: a rating
-- is not an edit of the item.
CREATE FUNCTION "template_ratings_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE item uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN item := OLD."template_id"; ELSE item := NEW."template_id"; END IF;
  UPDATE "templates" SET
    "rating" = coalesce((SELECT round(avg("stars"), 1) FROM "template_ratings" WHERE "template_id" = item), 0),
    "reviews" = (SELECT count(*) FROM "template_ratings" WHERE "template_id" = item)
  WHERE "id" = item;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "template_ratings_refresh" AFTER INSERT OR UPDATE OR DELETE ON "template_ratings"
  FOR EACH ROW EXECUTE FUNCTION "template_ratings_refresh"();
--> statement-breakpoint
CREATE FUNCTION "snippet_ratings_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE item uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN item := OLD."snippet_id"; ELSE item := NEW."snippet_id"; END IF;
  UPDATE "snippets" SET
    "rating" = coalesce((SELECT round(avg("stars"), 1) FROM "snippet_ratings" WHERE "snippet_id" = item), 0),
    "reviews" = (SELECT count(*) FROM "snippet_ratings" WHERE "snippet_id" = item)
  WHERE "id" = item;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "snippet_ratings_refresh" AFTER INSERT OR UPDATE OR DELETE ON "snippet_ratings"
  FOR EACH ROW EXECUTE FUNCTION "snippet_ratings_refresh"();
