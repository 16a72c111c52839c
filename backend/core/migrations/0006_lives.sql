CREATE TABLE "live_reports" (
	"report_id" serial PRIMARY KEY NOT NULL,
	"file_id" integer NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"pictures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reporter" text DEFAULT '' NOT NULL,
	"time" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lives" (
	"file_id" integer PRIMARY KEY NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"start_time" timestamp with time zone,
	"videos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lives_status_check" CHECK ("lives"."status" in (0, 1, 2))
);
--> statement-breakpoint
ALTER TABLE "live_reports" ADD CONSTRAINT "live_reports_file_id_lives_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."lives"("file_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lives" ADD CONSTRAINT "lives_file_id_articles_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."articles"("file_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_reports_live_idx" ON "live_reports" USING btree ("file_id","time");--> statement-breakpoint
CREATE INDEX "lives_status_idx" ON "lives" USING btree ("status","start_time");