CREATE TABLE "comment_bans" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comment_reports" (
	"comment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reason" smallint NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comment_reports_comment_id_user_id_pk" PRIMARY KEY("comment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "comment_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"banned_words" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_id" integer NOT NULL,
	"source" smallint DEFAULT 0 NOT NULL,
	"parent_id" integer,
	"top_id" integer,
	"user_id" integer,
	"author_name" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" smallint NOT NULL,
	"official" boolean DEFAULT false NOT NULL,
	"topping" boolean DEFAULT false NOT NULL,
	"excellent" boolean DEFAULT false NOT NULL,
	"praise_count" integer DEFAULT 0 NOT NULL,
	"report_count" integer DEFAULT 0 NOT NULL,
	"last_reported_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reason" text DEFAULT '' NOT NULL,
	"flagged_words" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"device" text DEFAULT '' NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comments_status_check" CHECK ("comments"."status" between 0 and 4)
);
--> statement-breakpoint
CREATE TABLE "praises" (
	"kind" text NOT NULL,
	"target_id" integer NOT NULL,
	"voter" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "praises_kind_target_id_voter_pk" PRIMARY KEY("kind","target_id","voter"),
	CONSTRAINT "praises_kind_check" CHECK ("praises"."kind" in ('article', 'comment'))
);
--> statement-breakpoint
ALTER TABLE "comment_bans" ADD CONSTRAINT "comment_bans_user_id_members_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."members"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_reports" ADD CONSTRAINT "comment_reports_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_reports" ADD CONSTRAINT "comment_reports_user_id_members_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."members"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_file_id_articles_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."articles"("file_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_id_members_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."members"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_article_idx" ON "comments" USING btree ("file_id","status","id");--> statement-breakpoint
CREATE INDEX "comments_thread_idx" ON "comments" USING btree ("top_id","status","id");--> statement-breakpoint
CREATE INDEX "comments_member_idx" ON "comments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "comments_queue_idx" ON "comments" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "comments_idempotency_idx" ON "comments" USING btree ("user_id","idempotency_key");