CREATE TABLE "featured_marquee" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"site_id" text DEFAULT 'tcart' NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"modified_by" uuid,
	CONSTRAINT "featured_marquee_site_id_unique" UNIQUE("site_id")
);
--> statement-breakpoint
CREATE TABLE "adverts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"legacy_id" text,
	"client" text NOT NULL,
	"campaign" text,
	"label" text NOT NULL,
	"spots" text[] DEFAULT '{}'::text[] NOT NULL,
	"weight" integer DEFAULT 1 NOT NULL,
	"default_image_id" uuid,
	"mobile_image_id" uuid,
	"goto_url" text NOT NULL,
	"badge_text" text,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"modified_by" uuid,
	CONSTRAINT "adverts_legacy_id_unique" UNIQUE("legacy_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"category" text NOT NULL,
	"action" text NOT NULL,
	"label" text,
	"value" double precision,
	"path" text,
	"dimensions" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "featured_marquee" ADD CONSTRAINT "featured_marquee_modified_by_user_id_fk" FOREIGN KEY ("modified_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adverts" ADD CONSTRAINT "adverts_modified_by_user_id_fk" FOREIGN KEY ("modified_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "adverts_spots_idx" ON "adverts" USING gin ("spots");--> statement-breakpoint
CREATE INDEX "analytics_events_occurred_idx" ON "analytics_events" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "analytics_events_category_action_idx" ON "analytics_events" USING btree ("category","action","occurred_at");