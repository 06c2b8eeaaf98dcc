ALTER TABLE "event_dates" ADD COLUMN "admission" text;--> statement-breakpoint
ALTER TABLE "event_dates" ADD COLUMN "accessibility" text[];--> statement-breakpoint
ALTER TABLE "event_dates" ADD COLUMN "facet_free" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "event_dates" ADD COLUMN "facet_access" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "min_age" smallint;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "accessibility" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "accessibility" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Written by hand: dates of events already said free are free (every list of features starts empty).
UPDATE "event_dates" AS d SET "facet_free" = true FROM "events" AS e WHERE e."id" = d."event_id" AND e."admission" = 'free';--> statement-breakpoint
CREATE INDEX "event_dates_free_start_idx" ON "event_dates" USING btree ("start") WHERE "event_dates"."facet_free";--> statement-breakpoint
CREATE INDEX "event_dates_facet_access_idx" ON "event_dates" USING gin ("facet_access");