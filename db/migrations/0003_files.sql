CREATE TABLE "file_containers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"legacy_id" text,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint DEFAULT 0 NOT NULL,
	"width" bigint,
	"height" bigint,
	"caption" text,
	"alt_text" text,
	"focal_x" real DEFAULT 0.5 NOT NULL,
	"focal_y" real DEFAULT 0.5 NOT NULL,
	"upload_type" text DEFAULT 'event' NOT NULL,
	"versions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"original_key" text,
	"uploaded_by" uuid,
	CONSTRAINT "file_containers_legacy_id_unique" UNIQUE("legacy_id")
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"upload_type" text NOT NULL,
	"user_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "file_containers" ADD CONSTRAINT "file_containers_uploaded_by_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_containers_created_idx" ON "file_containers" USING btree ("created_date");--> statement-breakpoint
CREATE INDEX "file_containers_search_idx" ON "file_containers" USING gin ((coalesce("filename", '') || ' ' || coalesce("caption", '')) gin_trgm_ops);