CREATE TABLE "revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"resource" text NOT NULL,
	"record_id" uuid NOT NULL,
	"action" text NOT NULL,
	"user_id" uuid,
	"user_name" text NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"changes" jsonb NOT NULL,
	"reverted_to" uuid
);
--> statement-breakpoint
CREATE TABLE "trash" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"resource" text NOT NULL,
	"record_id" uuid NOT NULL,
	"label" text NOT NULL,
	"rows" jsonb NOT NULL,
	"deleted_by" uuid,
	"deleted_by_name" text NOT NULL,
	"deleted_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trash" ADD CONSTRAINT "trash_deleted_by_user_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "revisions_record_idx" ON "revisions" USING btree ("resource","record_id","seq");--> statement-breakpoint
CREATE INDEX "trash_deleted_date_idx" ON "trash" USING btree ("deleted_date");