ALTER TABLE "event_dates" ADD COLUMN "admission" text;--> statement-breakpoint
ALTER TABLE "event_dates" ADD COLUMN "accessibility" text[];--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "min_age" smallint;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "accessibility" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "accessibility" text[] DEFAULT '{}'::text[] NOT NULL;