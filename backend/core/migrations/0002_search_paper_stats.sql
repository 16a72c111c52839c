CREATE TABLE "ads" (
	"adv_id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"img_url" text NOT NULL,
	"link_url" text DEFAULT '' NOT NULL,
	"position" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"column_id" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"show_count" integer DEFAULT 0 NOT NULL,
	"click_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ads_position_check" CHECK ("ads"."position" in ('list', 'top', 'detail'))
);
--> statement-breakpoint
CREATE TABLE "paper_layouts" (
	"layout_id" serial PRIMARY KEY NOT NULL,
	"paper_id" integer NOT NULL,
	"page_no" smallint NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paper_regions" (
	"layout_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"mapping" jsonb NOT NULL,
	CONSTRAINT "paper_regions_layout_id_file_id_pk" PRIMARY KEY("layout_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "papers" (
	"paper_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reader_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" smallint NOT NULL,
	"file_id" integer DEFAULT 0 NOT NULL,
	"event_type" text DEFAULT '' NOT NULL,
	"channel" smallint DEFAULT 0 NOT NULL,
	"app_id" integer DEFAULT 0 NOT NULL,
	"device" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"file_id" integer PRIMARY KEY NOT NULL,
	"document" "tsvector" NOT NULL,
	"text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_keywords" (
	"keyword" text NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_keywords_keyword_day_pk" PRIMARY KEY("keyword","day")
);
--> statement-breakpoint
CREATE TABLE "stats_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"data_type" integer NOT NULL,
	"article_id" integer NOT NULL,
	"action_time" timestamp with time zone NOT NULL,
	"device_id" text DEFAULT '' NOT NULL,
	"user_uuid" text DEFAULT '' NOT NULL,
	"refer" text DEFAULT '' NOT NULL,
	"platform" smallint NOT NULL,
	"share_channel" smallint DEFAULT 0 NOT NULL,
	"tenant_code" text NOT NULL,
	"os" text DEFAULT '' NOT NULL,
	"header_device_id" text DEFAULT '' NOT NULL,
	"header_user_uuid" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "paper_layouts" ADD CONSTRAINT "paper_layouts_paper_id_papers_paper_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."papers"("paper_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_regions" ADD CONSTRAINT "paper_regions_layout_id_paper_layouts_layout_id_fk" FOREIGN KEY ("layout_id") REFERENCES "public"."paper_layouts"("layout_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_regions" ADD CONSTRAINT "paper_regions_file_id_articles_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."articles"("file_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_file_id_articles_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."articles"("file_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ads_column_idx" ON "ads" USING btree ("column_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "paper_layouts_page_idx" ON "paper_layouts" USING btree ("paper_id","page_no");--> statement-breakpoint
CREATE INDEX "paper_regions_file_idx" ON "paper_regions" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "papers_name_date_idx" ON "papers" USING btree ("name","date");--> statement-breakpoint
CREATE INDEX "papers_date_idx" ON "papers" USING btree ("date");--> statement-breakpoint
CREATE INDEX "reader_events_file_idx" ON "reader_events" USING btree ("file_id","type");--> statement-breakpoint
CREATE INDEX "search_documents_document_idx" ON "search_documents" USING gin ("document");--> statement-breakpoint
CREATE INDEX "search_keywords_day_idx" ON "search_keywords" USING btree ("day");--> statement-breakpoint
CREATE INDEX "stats_records_article_idx" ON "stats_records" USING btree ("article_id","data_type");