-- Every change to a catalogue row, whatever makes it (an edit, a view or download counted, a
-- rating's trigger, the seed, a status change), stamps `changed_at` with the clock at the write.
-- clock_timestamp(), not now(): now() is when the transaction began, and a reader that looks for
-- rows changed since its last look must see the time the row was written. Each instance's search
-- index reads the rows changed since its last look (modules/catalog/search-sync.ts).
CREATE FUNCTION "catalog_row_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."changed_at" := clock_timestamp();
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "snippets_changed" BEFORE INSERT OR UPDATE ON "snippets"
  FOR EACH ROW EXECUTE FUNCTION "catalog_row_changed"();
--> statement-breakpoint
CREATE TRIGGER "templates_changed" BEFORE INSERT OR UPDATE ON "templates"
  FOR EACH ROW EXECUTE FUNCTION "catalog_row_changed"();
--> statement-breakpoint
-- A deleted row leaves a note, so that the indexes drop it too (a member's snippet, or every
-- snippet of an account that is removed, by cascade).
CREATE FUNCTION "catalog_row_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "catalog_deletions" ("kind", "id", "deleted_at") VALUES (TG_ARGV[0], OLD."id", clock_timestamp());
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "snippets_deleted" AFTER DELETE ON "snippets"
  FOR EACH ROW EXECUTE FUNCTION "catalog_row_deleted"('snippet');
--> statement-breakpoint
CREATE TRIGGER "templates_deleted" AFTER DELETE ON "templates"
  FOR EACH ROW EXECUTE FUNCTION "catalog_row_deleted"('template');
--> statement-breakpoint
-- A snippet shows its author's name: a member who renames themselves changes their snippets' rows
-- as the list shows them.
CREATE FUNCTION "catalog_author_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "snippets" SET "changed_at" = clock_timestamp() WHERE "author_id" = NEW."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "catalog_author_changed" AFTER UPDATE OF "first_name", "last_name", "username" ON "users"
  FOR EACH ROW WHEN (OLD."first_name" IS DISTINCT FROM NEW."first_name" OR OLD."last_name" IS DISTINCT FROM NEW."last_name" OR OLD."username" IS DISTINCT FROM NEW."username")
  EXECUTE FUNCTION "catalog_author_changed"();
