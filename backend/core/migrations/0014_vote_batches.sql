-- Votes counted in batches (backend/votes/voteBatcher.ts): the votes that arrive while one batch is being written
-- go together in the next, one statement and one transaction for all of them, each with its own answer.
-- vote_tally is the limits' one step, taken for each vote in arrival order: the member's tally row is inserted or
-- moved forward only where the vote is open, the option its own, the member-info rule filled and every limit
-- unreached (the rules of 0011's vote_cast, which this replaces; plpgsql, so its plan is kept per connection).
-- The counted votes then move each option's count once and are logged in one insert; a vote's answer is its
-- option's count as it stood right after it.
CREATE FUNCTION "vote_tally"("p_vote" integer, "p_option" integer, "p_user" integer, "p_day" date)
RETURNS TABLE ("day_count" integer, "total" integer, "option_counts" jsonb)
LANGUAGE plpgsql AS $$
BEGIN
  RETURN QUERY
  WITH "allowed" AS (
    SELECT v."id", v."per_day", v."per_option", v."total"
    FROM "votes" v JOIN "vote_options" o ON o."vote_id" = v."id" AND o."id" = "p_option"
    WHERE v."id" = "p_vote" AND v."published" AND v."closed_at" IS NULL
      AND now() >= v."starts_at" AND now() < v."ends_at"
      AND (jsonb_array_length(v."info_rule") = 0
        OR EXISTS (SELECT 1 FROM "vote_voters" i WHERE i."vote_id" = v."id" AND i."user_id" = "p_user"))
  )
  INSERT INTO "vote_tallies" AS t ("vote_id", "user_id", "day", "day_count", "total", "option_counts")
  SELECT a."id", "p_user", "p_day", 1, 1, jsonb_build_object("p_option"::text, 1) FROM "allowed" a
  ON CONFLICT ("vote_id", "user_id") DO UPDATE SET
    "day" = excluded."day",
    "day_count" = CASE WHEN t."day" = excluded."day" THEN t."day_count" + 1 ELSE 1 END,
    "total" = t."total" + 1,
    "option_counts" = t."option_counts"
      || jsonb_build_object("p_option"::text, coalesce((t."option_counts" ->> "p_option"::text)::int, 0) + 1)
  WHERE (SELECT a."per_day" = 0 OR t."day" <> excluded."day" OR t."day_count" < a."per_day" FROM "allowed" a)
    AND (SELECT a."total" = 0 OR t."total" < a."total" FROM "allowed" a)
    AND (SELECT a."per_option" = 0 OR coalesce((t."option_counts" ->> "p_option"::text)::int, 0) < a."per_option"
         FROM "allowed" a)
  RETURNING t."day_count", t."total", t."option_counts";
END
$$;
--> statement-breakpoint
-- `p_ballots`: [{ n, voteId, optionId, userId, day, address }], n the arrival order; one row per ballot, by n, whose
-- counts are null when the vote was refused. Row locks are taken in one order whatever the batch (tallies by
-- member, then options by id), so two batches written at once (two backend instances) cannot deadlock; a member's
-- own votes keep their arrival order.
CREATE FUNCTION "vote_cast_batch"("p_ballots" jsonb)
RETURNS TABLE ("n" integer, "vote_count" integer, "day_count" integer, "total" integer, "option_counts" jsonb)
LANGUAGE plpgsql AS $$
DECLARE
  "one" record;
  "tallied" record;
  "counted_n" integer[] := '{}';
  "counted_day" integer[] := '{}';
  "counted_total" integer[] := '{}';
  "counted_options" jsonb[] := '{}';
BEGIN
  FOR "one" IN
    SELECT x.* FROM jsonb_to_recordset("p_ballots")
      AS x("n" integer, "voteId" integer, "optionId" integer, "userId" integer, "day" date, "address" text)
    ORDER BY x."userId", x."voteId", x."n"
  LOOP
    SELECT * INTO "tallied" FROM "vote_tally"("one"."voteId", "one"."optionId", "one"."userId", "one"."day");
    IF FOUND THEN
      "counted_n" := "counted_n" || "one"."n";
      "counted_day" := "counted_day" || "tallied"."day_count";
      "counted_total" := "counted_total" || "tallied"."total";
      "counted_options" := "counted_options" || "tallied"."option_counts";
    END IF;
  END LOOP;
  PERFORM 1 FROM "vote_options" o
    WHERE o."id" IN (SELECT x."optionId" FROM jsonb_to_recordset("p_ballots") AS x("n" integer, "optionId" integer)
                     WHERE x."n" = ANY ("counted_n"))
    ORDER BY o."id" FOR UPDATE;
  RETURN QUERY
  WITH "ballot" AS (
    SELECT x.* FROM jsonb_to_recordset("p_ballots")
      AS x("n" integer, "voteId" integer, "optionId" integer, "userId" integer, "day" date, "address" text)
  ), "tally" AS (
    SELECT c."n", c."day_count", c."total", c."option_counts"
    FROM unnest("counted_n", "counted_day", "counted_total", "counted_options")
      AS c("n", "day_count", "total", "option_counts")
  ), "cast" AS (
    SELECT b.*, row_number() OVER (PARTITION BY b."optionId" ORDER BY b."n") AS "place",
      count(*) OVER (PARTITION BY b."optionId") AS "votes"
    FROM "ballot" b JOIN "tally" tl ON tl."n" = b."n"
  ), "counted" AS (
    UPDATE "vote_options" o SET "vote_count" = o."vote_count" + c."votes"
    FROM (SELECT DISTINCT "optionId", "votes" FROM "cast") c
    WHERE o."id" = c."optionId"
    RETURNING o."id", o."vote_count"
  ), "logged" AS (
    INSERT INTO "vote_logs" ("vote_id", "option_id", "user_id", "address")
    SELECT c."voteId", c."optionId", c."userId", c."address" FROM "cast" c ORDER BY c."n"
  )
  SELECT b."n", (co."vote_count" - c."votes" + c."place")::integer, tl."day_count", tl."total", tl."option_counts"
  FROM "ballot" b
  LEFT JOIN "tally" tl ON tl."n" = b."n"
  LEFT JOIN "cast" c ON c."n" = b."n"
  LEFT JOIN "counted" co ON co."id" = c."optionId"
  ORDER BY b."n";
END
$$;
--> statement-breakpoint
DROP FUNCTION "vote_cast"(integer, integer, integer, date, text);
