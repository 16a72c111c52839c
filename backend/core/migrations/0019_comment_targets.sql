-- Comments on any target (an article, a dynamic, a post, a moment, a question): `file_id` becomes `target_id`,
-- read beside `source`; every existing comment keeps its row (source 0, its article's id).
CREATE TABLE "comment_counts" (
	"source" smallint NOT NULL,
	"target_id" integer NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comment_counts_source_target_id_pk" PRIMARY KEY("source","target_id"),
	CONSTRAINT "comment_counts_count_check" CHECK ("comment_counts"."count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "comments" DROP CONSTRAINT "comments_file_id_articles_file_id_fk";--> statement-breakpoint
DROP INDEX "comments_article_idx";--> statement-breakpoint
ALTER TABLE "comments" RENAME COLUMN "file_id" TO "target_id";--> statement-breakpoint
CREATE INDEX "comments_target_idx" ON "comments" USING btree ("source","target_id","status","id");
