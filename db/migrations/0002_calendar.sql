CREATE TABLE "event_dates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"event_id" uuid NOT NULL,
	"venue_id" uuid NOT NULL,
	"category" text NOT NULL,
	"type" text NOT NULL,
	"label" text,
	"start" timestamp with time zone NOT NULL,
	"end" timestamp with time zone NOT NULL,
	"is_canceled" boolean DEFAULT false NOT NULL,
	CONSTRAINT "event_dates_end_after_start" CHECK ("event_dates"."end" >= "event_dates"."start")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"legacy_id" text,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"summary" text,
	"content" text,
	"url" text,
	"featured" boolean DEFAULT false NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"primary_image_id" uuid,
	"status" text DEFAULT 'published' NOT NULL,
	"submitted_by" uuid,
	"venue_names" text DEFAULT '' NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(name, '')), 'A') ||
          setweight(to_tsvector('english', coalesce(summary, '')), 'B') ||
          setweight(to_tsvector('english', coalesce(venue_names, '')), 'B') ||
          setweight(to_tsvector('english', coalesce(regexp_replace(content, '<[^>]*>', ' ', 'g'), '')), 'C')) STORED,
	CONSTRAINT "events_legacy_id_unique" UNIQUE("legacy_id"),
	CONSTRAINT "events_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"legacy_id" text,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"state" text DEFAULT 'MN' NOT NULL,
	"summary" text,
	"geo_lat" double precision,
	"geo_lon" double precision,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cities_legacy_id_unique" UNIQUE("legacy_id"),
	CONSTRAINT "cities_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"legacy_id" text,
	"name" text NOT NULL,
	"nickname" text,
	"slug" text NOT NULL,
	"type" text DEFAULT 'gallery' NOT NULL,
	"summary" text,
	"content" text,
	"address" text,
	"address2" text,
	"city_id" uuid,
	"state" text,
	"postal_code" text,
	"geo_lat" double precision,
	"geo_lon" double precision,
	"hours" jsonb,
	"hours_note" text,
	"website" text,
	"phone" text,
	"email" text,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_premium" boolean DEFAULT false NOT NULL,
	"is_closed" boolean DEFAULT false NOT NULL,
	"is_online_only" boolean DEFAULT false NOT NULL,
	"multiple_locations_label" text,
	"primary_image_id" uuid,
	CONSTRAINT "venues_legacy_id_unique" UNIQUE("legacy_id"),
	CONSTRAINT "venues_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "event_dates" ADD CONSTRAINT "event_dates_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_dates" ADD CONSTRAINT "event_dates_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_submitted_by_user_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_dates_event_idx" ON "event_dates" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "event_dates_venue_start_idx" ON "event_dates" USING btree ("venue_id","start");--> statement-breakpoint
CREATE INDEX "event_dates_category_start_idx" ON "event_dates" USING btree ("category","start");--> statement-breakpoint
CREATE INDEX "event_dates_start_idx" ON "event_dates" USING btree ("start");--> statement-breakpoint
CREATE INDEX "event_dates_end_idx" ON "event_dates" USING btree ("end");--> statement-breakpoint
CREATE INDEX "event_dates_type_canceled_start_idx" ON "event_dates" USING btree ("type","is_canceled","start");--> statement-breakpoint
CREATE INDEX "events_search_idx" ON "events" USING gin ("search");--> statement-breakpoint
CREATE INDEX "events_name_trgm_idx" ON "events" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_tags_idx" ON "events" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "events_status_idx" ON "events" USING btree ("status");--> statement-breakpoint
CREATE INDEX "events_modified_idx" ON "events" USING btree ("modified_date");--> statement-breakpoint
CREATE INDEX "cities_name_trgm_idx" ON "cities" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "venues_name_trgm_idx" ON "venues" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "venues_nickname_trgm_idx" ON "venues" USING gin ("nickname" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "venues_city_idx" ON "venues" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "venues_type_idx" ON "venues" USING btree ("type");