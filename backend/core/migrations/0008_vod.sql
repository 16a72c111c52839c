CREATE TABLE "vod_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"node_code" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"poster" text DEFAULT '' NOT NULL,
	"url" text NOT NULL,
	"width" integer DEFAULT 0 NOT NULL,
	"height" integer DEFAULT 0 NOT NULL,
	"duration" integer DEFAULT 0 NOT NULL,
	"article_id" integer,
	"published" boolean DEFAULT true NOT NULL,
	"publishtime" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vod_videos_size_check" CHECK ("vod_videos"."width" >= 0 and "vod_videos"."height" >= 0 and "vod_videos"."duration" >= 0)
);
--> statement-breakpoint
ALTER TABLE "vod_videos" ADD CONSTRAINT "vod_videos_article_id_articles_file_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("file_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vod_videos_category_idx" ON "vod_videos" USING btree ("category_id","publishtime");