CREATE TABLE "follows" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"target" text NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_user_id_kind_target_pk" PRIMARY KEY("user_id","kind","target"),
	CONSTRAINT "follows_kind_check" CHECK ("follows"."kind" in ('venue', 'city', 'category', 'tag'))
);
--> statement-breakpoint
CREATE TABLE "personal_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"feed_secret" text NOT NULL,
	"feed_includes_follows" boolean DEFAULT false NOT NULL,
	"mail_token" text NOT NULL,
	"digest_enabled" boolean DEFAULT false NOT NULL,
	"digest_weekday" integer DEFAULT 4 NOT NULL,
	"digest_hour" integer DEFAULT 9 NOT NULL,
	"reminders_enabled" boolean DEFAULT false NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "personal_settings_feed_secret_unique" UNIQUE("feed_secret"),
	CONSTRAINT "personal_settings_mail_token_unique" UNIQUE("mail_token"),
	CONSTRAINT "personal_settings_weekday_check" CHECK ("personal_settings"."digest_weekday" between 0 and 6),
	CONSTRAINT "personal_settings_hour_check" CHECK ("personal_settings"."digest_hour" between 0 and 23)
);
--> statement-breakpoint
CREATE TABLE "saves" (
	"user_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saves_user_id_event_id_pk" PRIMARY KEY("user_id","event_id")
);
--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_settings" ADD CONSTRAINT "personal_settings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saves" ADD CONSTRAINT "saves_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saves" ADD CONSTRAINT "saves_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "follows_target_idx" ON "follows" USING btree ("kind","target");--> statement-breakpoint
CREATE INDEX "personal_settings_digest_idx" ON "personal_settings" USING btree ("digest_weekday","digest_hour") WHERE "personal_settings"."digest_enabled";--> statement-breakpoint
CREATE INDEX "saves_event_idx" ON "saves" USING btree ("event_id");