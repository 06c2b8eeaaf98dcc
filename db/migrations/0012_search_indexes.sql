CREATE INDEX "events_name_fold_trgm_idx" ON "events" USING gin (artcal_fold("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cities_name_fold_trgm_idx" ON "cities" USING gin (artcal_fold("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "venues_name_fold_trgm_idx" ON "venues" USING gin (artcal_fold("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "venues_nickname_fold_trgm_idx" ON "venues" USING gin (artcal_fold("nickname") gin_trgm_ops);