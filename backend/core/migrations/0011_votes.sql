CREATE TABLE "vote_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"vote_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vote_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"vote_id" integer NOT NULL,
	"number" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"picture" text DEFAULT '' NOT NULL,
	"vote_count" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vote_options_counts_check" CHECK ("vote_options"."vote_count" >= 0 and "vote_options"."view_count" >= 0 and "vote_options"."number" > 0)
);
--> statement-breakpoint
CREATE TABLE "vote_tallies" (
	"vote_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"day_count" integer NOT NULL,
	"total" integer NOT NULL,
	"option_counts" jsonb NOT NULL,
	CONSTRAINT "vote_tallies_vote_id_user_id_pk" PRIMARY KEY("vote_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "vote_voters" (
	"vote_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"info" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vote_voters_vote_id_user_id_pk" PRIMARY KEY("vote_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "votes" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"head_image" text DEFAULT '' NOT NULL,
	"themes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"info_rule" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"per_day" integer DEFAULT 1 NOT NULL,
	"per_option" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "votes_window_check" CHECK ("votes"."ends_at" > "votes"."starts_at"),
	CONSTRAINT "votes_limits_check" CHECK ("votes"."per_day" >= 0 and "votes"."per_option" >= 0 and "votes"."total" >= 0)
);
--> statement-breakpoint
ALTER TABLE "vote_logs" ADD CONSTRAINT "vote_logs_vote_id_votes_id_fk" FOREIGN KEY ("vote_id") REFERENCES "public"."votes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_logs" ADD CONSTRAINT "vote_logs_option_id_vote_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."vote_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_options" ADD CONSTRAINT "vote_options_vote_id_votes_id_fk" FOREIGN KEY ("vote_id") REFERENCES "public"."votes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_tallies" ADD CONSTRAINT "vote_tallies_vote_id_votes_id_fk" FOREIGN KEY ("vote_id") REFERENCES "public"."votes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_tallies" ADD CONSTRAINT "vote_tallies_user_id_members_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."members"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_voters" ADD CONSTRAINT "vote_voters_vote_id_votes_id_fk" FOREIGN KEY ("vote_id") REFERENCES "public"."votes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_voters" ADD CONSTRAINT "vote_voters_user_id_members_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."members"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vote_logs_vote_idx" ON "vote_logs" USING btree ("vote_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "vote_options_number_idx" ON "vote_options" USING btree ("vote_id","number");--> statement-breakpoint
CREATE INDEX "vote_options_rank_idx" ON "vote_options" USING btree ("vote_id","vote_count");--> statement-breakpoint
CREATE INDEX "votes_activity_idx" ON "votes" USING btree ("activity_id");