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
CREATE INDEX "votes_activity_idx" ON "votes" USING btree ("activity_id");--> statement-breakpoint
-- One vote, counted or refused in one statement (backend/votes/voteRepo.ts castVote): the member's tally row is
-- inserted or moved forward only where the vote is open, the option its own, the member-info rule filled and every
-- limit unreached; the option's count and the log follow from that row. A function so that its plan is kept per
-- connection instead of being made again for every vote.
CREATE FUNCTION "vote_cast"("p_vote" integer, "p_option" integer, "p_user" integer, "p_day" date, "p_address" text)
RETURNS TABLE ("vote_count" integer, "day_count" integer, "total" integer, "option_counts" jsonb)
LANGUAGE plpgsql AS $$
DECLARE
  "key" text := "p_option"::text;
BEGIN
  RETURN QUERY
  WITH "allowed" AS (
    SELECT v."id", v."per_day", v."per_option", v."total"
    FROM "votes" v JOIN "vote_options" o ON o."vote_id" = v."id" AND o."id" = "p_option"
    WHERE v."id" = "p_vote" AND v."published" AND v."closed_at" IS NULL
      AND now() >= v."starts_at" AND now() < v."ends_at"
      AND (jsonb_array_length(v."info_rule") = 0
        OR EXISTS (SELECT 1 FROM "vote_voters" i WHERE i."vote_id" = v."id" AND i."user_id" = "p_user"))
  ), "tally" AS (
    INSERT INTO "vote_tallies" AS t ("vote_id", "user_id", "day", "day_count", "total", "option_counts")
    SELECT a."id", "p_user", "p_day", 1, 1, jsonb_build_object("key", 1) FROM "allowed" a
    ON CONFLICT ("vote_id", "user_id") DO UPDATE SET
      "day" = excluded."day",
      "day_count" = CASE WHEN t."day" = excluded."day" THEN t."day_count" + 1 ELSE 1 END,
      "total" = t."total" + 1,
      "option_counts" = t."option_counts"
        || jsonb_build_object("key", coalesce((t."option_counts" ->> "key")::int, 0) + 1)
    WHERE (SELECT a."per_day" = 0 OR t."day" <> excluded."day" OR t."day_count" < a."per_day" FROM "allowed" a)
      AND (SELECT a."total" = 0 OR t."total" < a."total" FROM "allowed" a)
      AND (SELECT a."per_option" = 0 OR coalesce((t."option_counts" ->> "key")::int, 0) < a."per_option"
           FROM "allowed" a)
    RETURNING t."vote_id", t."day_count", t."total", t."option_counts"
  ), "counted" AS (
    UPDATE "vote_options" o SET "vote_count" = o."vote_count" + 1
    WHERE o."id" = "p_option" AND EXISTS (SELECT 1 FROM "tally")
    RETURNING o."vote_count"
  ), "logged" AS (
    INSERT INTO "vote_logs" ("vote_id", "option_id", "user_id", "address")
    SELECT tl."vote_id", "p_option", "p_user", "p_address" FROM "tally" tl
  )
  SELECT c."vote_count", tl."day_count", tl."total", tl."option_counts" FROM "counted" c, "tally" tl;
END
$$;
