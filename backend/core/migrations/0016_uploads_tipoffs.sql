CREATE TABLE "tipoffs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"content" text NOT NULL,
	"pictures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"videos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"audios" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tipoffs_status_check" CHECK ("tipoffs"."status" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "member_uploads" (
	"user_id" integer NOT NULL,
	"url" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_uploads_user_id_url_pk" PRIMARY KEY("user_id","url")
);
--> statement-breakpoint
CREATE TABLE "upload_parts" (
	"session_id" text NOT NULL,
	"part_number" smallint NOT NULL,
	"size" integer NOT NULL,
	CONSTRAINT "upload_parts_session_id_part_number_pk" PRIMARY KEY("session_id","part_number")
);
--> statement-breakpoint
CREATE TABLE "upload_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"part_count" smallint NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upload_sessions_kind_check" CHECK ("upload_sessions"."kind" in ('picture', 'video', 'audio')),
	CONSTRAINT "upload_sessions_size_check" CHECK ("upload_sessions"."size" > 0 and "upload_sessions"."part_count" > 0)
);
--> statement-breakpoint
ALTER TABLE "tipoffs" ADD CONSTRAINT "tipoffs_user_id_members_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."members"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_uploads" ADD CONSTRAINT "member_uploads_user_id_members_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."members"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_parts" ADD CONSTRAINT "upload_parts_session_id_upload_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."upload_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_sessions" ADD CONSTRAINT "upload_sessions_user_id_members_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."members"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tipoffs_member_idx" ON "tipoffs" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "tipoffs_queue_idx" ON "tipoffs" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "upload_sessions_member_idx" ON "upload_sessions" USING btree ("user_id","created_at");