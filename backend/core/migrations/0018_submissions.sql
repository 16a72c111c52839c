CREATE TABLE "submission_calls" (
	"file_id" integer PRIMARY KEY NOT NULL,
	"ask_name" boolean DEFAULT false NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"call_id" integer,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"pictures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submissions_status_check" CHECK ("submissions"."status" between 0 and 2),
	CONSTRAINT "submissions_reason_check" CHECK ("submissions"."status" <> 2 or "submissions"."reason" <> '')
);
--> statement-breakpoint
ALTER TABLE "submission_calls" ADD CONSTRAINT "submission_calls_file_id_articles_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."articles"("file_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_call_id_submission_calls_file_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."submission_calls"("file_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_user_id_members_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."members"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submissions_call_idx" ON "submissions" USING btree ("call_id","status","id");--> statement-breakpoint
CREATE INDEX "submissions_member_idx" ON "submissions" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "submissions_queue_idx" ON "submissions" USING btree ("status","id");