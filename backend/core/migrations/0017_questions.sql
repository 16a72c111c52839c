CREATE TABLE "question_praises" (
	"question_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_praises_question_id_user_id_pk" PRIMARY KEY("question_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "question_subjects" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"asker_name" text DEFAULT '' NOT NULL,
	"department_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"media" jsonb DEFAULT '{"images":[],"videos":[],"audios":[]}'::jsonb NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"reply" text DEFAULT '' NOT NULL,
	"replied_at" timestamp with time zone,
	"satisfied" integer DEFAULT 0 NOT NULL,
	"fair" integer DEFAULT 0 NOT NULL,
	"unsatisfied" integer DEFAULT 0 NOT NULL,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiries_status_check" CHECK ("inquiries"."status" between 0 and 3),
	CONSTRAINT "inquiries_reply_check" CHECK (("inquiries"."status" = 3) = ("inquiries"."replied_at" is not null)),
	CONSTRAINT "inquiries_ratings_check" CHECK ("inquiries"."satisfied" >= 0 and "inquiries"."fair" >= 0 and "inquiries"."unsatisfied" >= 0)
);
--> statement-breakpoint
CREATE TABLE "inquiry_ratings" (
	"inquiry_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiry_ratings_inquiry_id_user_id_pk" PRIMARY KEY("inquiry_id","user_id"),
	CONSTRAINT "inquiry_ratings_rating_check" CHECK ("inquiry_ratings"."rating" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "qa_departments" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qa_departments_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "qa_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"title" text DEFAULT '问政' NOT NULL,
	"notice" text DEFAULT '' NOT NULL,
	"satisfaction" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qa_settings_one_row" CHECK ("qa_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "qa_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qa_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "subject_id" integer;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "pics" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "reject_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "praise_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "question_praises" ADD CONSTRAINT "question_praises_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_praises" ADD CONSTRAINT "question_praises_user_id_members_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."members"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_user_id_members_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."members"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_department_id_qa_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."qa_departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_type_id_qa_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."qa_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_ratings" ADD CONSTRAINT "inquiry_ratings_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_ratings" ADD CONSTRAINT "inquiry_ratings_user_id_members_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."members"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiries_list_idx" ON "inquiries" USING btree ("status","id");--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_subject_id_question_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."question_subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_user_id_members_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."members"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questions_subject_idx" ON "questions" USING btree ("subject_id","status","id");--> statement-breakpoint
CREATE INDEX "questions_subject_hot_idx" ON "questions" USING btree ("subject_id","status","praise_count","id");--> statement-breakpoint
CREATE INDEX "questions_queue_idx" ON "questions" USING btree ("status","id");--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_status_check" CHECK ("questions"."status" between 0 and 2);--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_praise_check" CHECK ("questions"."praise_count" >= 0);