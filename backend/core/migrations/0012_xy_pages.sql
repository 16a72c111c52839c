CREATE TABLE "question_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"answerer_name" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"pics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"xy_id" integer,
	"asker_name" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "xy_cheer_days" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"used" integer NOT NULL,
	CONSTRAINT "xy_cheer_days_user_id_day_pk" PRIMARY KEY("user_id","day"),
	CONSTRAINT "xy_cheer_days_used_check" CHECK ("xy_cheer_days"."used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "xy_cheers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"xy_id" integer NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "xy_dynamic_praises" (
	"dynamic_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "xy_dynamic_praises_dynamic_id_user_id_pk" PRIMARY KEY("dynamic_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "xy_dynamics" (
	"id" serial PRIMARY KEY NOT NULL,
	"xy_id" integer NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"praise_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "xy_rank_rules" (
	"id" smallint PRIMARY KEY NOT NULL,
	"content" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "xy_rank_rules_one_check" CHECK ("xy_rank_rules"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "xy_rankings" (
	"period" text NOT NULL,
	"rank" integer NOT NULL,
	"xy_id" integer NOT NULL,
	"score" integer NOT NULL,
	"reads" integer NOT NULL,
	"shares" integer NOT NULL,
	"comments" integer NOT NULL,
	"cheers" integer NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "xy_rankings_period_rank_pk" PRIMARY KEY("period","rank")
);
--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_xy_id_xy_accounts_xy_id_fk" FOREIGN KEY ("xy_id") REFERENCES "public"."xy_accounts"("xy_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xy_cheer_days" ADD CONSTRAINT "xy_cheer_days_user_id_members_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."members"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xy_cheers" ADD CONSTRAINT "xy_cheers_user_id_members_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."members"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xy_cheers" ADD CONSTRAINT "xy_cheers_xy_id_xy_accounts_xy_id_fk" FOREIGN KEY ("xy_id") REFERENCES "public"."xy_accounts"("xy_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xy_dynamic_praises" ADD CONSTRAINT "xy_dynamic_praises_dynamic_id_xy_dynamics_id_fk" FOREIGN KEY ("dynamic_id") REFERENCES "public"."xy_dynamics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xy_dynamic_praises" ADD CONSTRAINT "xy_dynamic_praises_user_id_members_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."members"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xy_dynamics" ADD CONSTRAINT "xy_dynamics_xy_id_xy_accounts_xy_id_fk" FOREIGN KEY ("xy_id") REFERENCES "public"."xy_accounts"("xy_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xy_rankings" ADD CONSTRAINT "xy_rankings_xy_id_xy_accounts_xy_id_fk" FOREIGN KEY ("xy_id") REFERENCES "public"."xy_accounts"("xy_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "question_answers_question_idx" ON "question_answers" USING btree ("question_id","answered_at");--> statement-breakpoint
CREATE INDEX "questions_xy_idx" ON "questions" USING btree ("xy_id","status","asked_at");--> statement-breakpoint
CREATE INDEX "xy_cheers_xy_idx" ON "xy_cheers" USING btree ("xy_id","day");--> statement-breakpoint
CREATE INDEX "xy_cheers_day_idx" ON "xy_cheers" USING btree ("day");--> statement-breakpoint
CREATE INDEX "xy_dynamics_xy_idx" ON "xy_dynamics" USING btree ("xy_id","status","published_at");