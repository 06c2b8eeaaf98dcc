CREATE TABLE "event_series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"event_id" uuid NOT NULL,
	"rule" jsonb NOT NULL,
	"rrule" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"venue_id" uuid NOT NULL,
	"category" text NOT NULL,
	"label" text,
	"materialised_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "event_dates" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "event_dates" ADD COLUMN "occurrence" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_series" ADD CONSTRAINT "event_series_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_series" ADD CONSTRAINT "event_series_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_series_event_idx" ON "event_series" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "event_series_materialised_idx" ON "event_series" USING btree ("materialised_until");--> statement-breakpoint
ALTER TABLE "event_dates" ADD CONSTRAINT "event_dates_series_id_event_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."event_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_dates_series_occurrence_idx" ON "event_dates" USING btree ("series_id","occurrence") WHERE "event_dates"."series_id" is not null;