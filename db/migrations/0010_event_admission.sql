ALTER TABLE "event_dates" ADD COLUMN "previous_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "admission" text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "price_text" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "ticket_url" text;