DROP INDEX "event_dates_type_canceled_start_idx";--> statement-breakpoint
CREATE INDEX "event_dates_timed_span_idx" ON "event_dates" USING gist (tstzrange("start", "end", '[]')) WHERE "event_dates"."type" = 'timed';--> statement-breakpoint
CREATE INDEX "event_dates_type_canceled_start_idx" ON "event_dates" USING btree ("type","is_canceled","start","category","event_id");