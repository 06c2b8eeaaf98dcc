CREATE TABLE "guides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"slug" text NOT NULL,
	"legacy_key" text,
	"title" text NOT NULL,
	"summary" text,
	"intro" text,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"hero_image_id" uuid,
	"kind" text DEFAULT 'list' NOT NULL,
	"rules" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"picks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stops" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"picks_only" boolean DEFAULT false NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"modified_by" uuid,
	CONSTRAINT "guides_slug_unique" UNIQUE("slug"),
	CONSTRAINT "guides_legacy_key_unique" UNIQUE("legacy_key")
);
--> statement-breakpoint
ALTER TABLE "guides" ADD CONSTRAINT "guides_modified_by_user_id_fk" FOREIGN KEY ("modified_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guides_window_idx" ON "guides" USING btree ("last_day","first_day");--> statement-breakpoint
-- The spec's dated presets become guides (decision 057): same windows, every date in them, and their old keys.
INSERT INTO "guides" ("slug", "legacy_key", "title", "first_day", "last_day") VALUES
	('twin-cities-art-week-2022', 'tcartweek2022', 'Twin Cities Art Week 2022', '2022-10-11', '2022-10-19'),
	('twin-cities-art-week-2023', 'tcartweek2023', 'Twin Cities Art Week 2023', '2023-09-27', '2023-10-02'),
	('twin-cities-art-week-2024', 'tcartweek2024', 'Twin Cities Art Week 2024', '2024-10-16', '2024-10-20'),
	('summer-art-fest-guide-2024', 'summer-art-fest-guide-2024', '2024 Summer Art Fest Guide', '2024-04-01', '2024-10-01'),
	('summer-art-fest-guide-2025', 'summer-art-fest-guide-2025', '2025 Summer Art Fest Guide', '2025-04-01', '2025-10-01'),
	('2024-holiday-shopping-guide', '2024-holiday-shopping-guide', '2024 Holiday Shopping Guide', '2024-11-01', '2025-01-15'),
	('2025-holiday-shopping-guide', '2025-holiday-shopping-guide', '2025 Holiday Shopping Guide', '2025-11-01', '2026-01-15')
ON CONFLICT DO NOTHING;
