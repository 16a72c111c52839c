CREATE TYPE "public"."token_kind" AS ENUM('anonymous', 'access', 'refresh');--> statement-breakpoint
CREATE TABLE "articles" (
	"file_id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"list_title" text DEFAULT '' NOT NULL,
	"column_id" integer NOT NULL,
	"a_status" smallint DEFAULT 1 NOT NULL,
	"article_type" smallint NOT NULL,
	"pic_type" smallint DEFAULT 0 NOT NULL,
	"pic_small" text DEFAULT '' NOT NULL,
	"pic_middle" text DEFAULT '' NOT NULL,
	"pic_big" text DEFAULT '' NOT NULL,
	"pic_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pic_list_title" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"publishtime" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"abstract" text DEFAULT '' NOT NULL,
	"word_count" integer DEFAULT 0 NOT NULL,
	"credits" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"app_key" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "columns" (
	"column_id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"column_style" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"pad_list_type" smallint DEFAULT 0 NOT NULL,
	"top_module" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"carousel" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_config" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"config" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_config_single_row" CHECK ("site_config"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"kind" "token_kind" NOT NULL,
	"device" text NOT NULL,
	"family_id" text NOT NULL,
	"user_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked" boolean DEFAULT false NOT NULL,
	"replaced_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_column_id_columns_column_id_fk" FOREIGN KEY ("column_id") REFERENCES "public"."columns"("column_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_column_publish_idx" ON "articles" USING btree ("column_id","publishtime");--> statement-breakpoint
CREATE INDEX "auth_tokens_expires_idx" ON "auth_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "columns_parent_idx" ON "columns" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE INDEX "tokens_family_idx" ON "tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "tokens_expires_idx" ON "tokens" USING btree ("expires_at");