CREATE TABLE "article_neighbours" (
	"file_id" integer NOT NULL,
	"neighbour_id" integer NOT NULL,
	"score" integer NOT NULL,
	CONSTRAINT "article_neighbours_file_id_neighbour_id_pk" PRIMARY KEY("file_id","neighbour_id")
);
--> statement-breakpoint
CREATE TABLE "person_reports" (
	"person_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"kind" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "person_reports_person_id_file_id_pk" PRIMARY KEY("person_id","file_id"),
	CONSTRAINT "person_reports_kind_check" CHECK ("person_reports"."kind" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "persons" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"portrait" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"biography" text DEFAULT '' NOT NULL,
	"region_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reporter_articles" (
	"reporter_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "reporter_articles_reporter_id_file_id_role_pk" PRIMARY KEY("reporter_id","file_id","role")
);
--> statement-breakpoint
CREATE TABLE "reporters" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"card_no" text DEFAULT '' NOT NULL,
	"school" text DEFAULT '' NOT NULL,
	"class_name" text DEFAULT '' NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "article_neighbours" ADD CONSTRAINT "article_neighbours_file_id_articles_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."articles"("file_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_neighbours" ADD CONSTRAINT "article_neighbours_neighbour_id_articles_file_id_fk" FOREIGN KEY ("neighbour_id") REFERENCES "public"."articles"("file_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_reports" ADD CONSTRAINT "person_reports_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_reports" ADD CONSTRAINT "person_reports_file_id_articles_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."articles"("file_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reporter_articles" ADD CONSTRAINT "reporter_articles_reporter_id_reporters_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."reporters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reporter_articles" ADD CONSTRAINT "reporter_articles_file_id_articles_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."articles"("file_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "person_reports_file_idx" ON "person_reports" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "persons_region_idx" ON "persons" USING btree ("region_id","sort");--> statement-breakpoint
CREATE INDEX "reporter_articles_file_idx" ON "reporter_articles" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reporters_name_idx" ON "reporters" USING btree ("name");--> statement-breakpoint
CREATE INDEX "reader_events_reads_idx" ON "reader_events" USING btree ("device","id") WHERE "reader_events"."type" = 3;