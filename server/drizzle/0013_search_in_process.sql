-- Searches are answered by each instance's in-process index (modules/catalog/search-index.ts),
-- kept in step with these tables through changed_at (migration 0012). The full-text columns and
-- trigram indexes that answered them in SQL are read by nothing since, and every write paid for
-- them: a generated tsvector over the code or README, and five GIN indexes.
DROP INDEX "snippets_search_idx";--> statement-breakpoint
DROP INDEX "snippets_title_trgm_idx";--> statement-breakpoint
DROP INDEX "templates_search_idx";--> statement-breakpoint
DROP INDEX "templates_name_trgm_idx";--> statement-breakpoint
DROP INDEX "templates_tags_trgm_idx";--> statement-breakpoint
ALTER TABLE "snippets" DROP COLUMN "search";--> statement-breakpoint
ALTER TABLE "templates" DROP COLUMN "search";