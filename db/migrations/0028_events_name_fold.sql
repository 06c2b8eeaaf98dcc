-- Search's near matches on event names (issue 24): the folded name kept in a
-- column, so rechecking a trigram candidate reads it instead of folding the
-- name again (server/lib/search-match.ts). The index moves to the column.
DROP INDEX "events_name_fold_trgm_idx";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "name_fold" text GENERATED ALWAYS AS (artcal_fold(name)) STORED;--> statement-breakpoint
CREATE INDEX "events_name_fold_trgm_idx" ON "events" USING gin ("name_fold" gin_trgm_ops);