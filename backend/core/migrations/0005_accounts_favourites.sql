CREATE TABLE "favourites" (
	"user_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_file_id_pk" PRIMARY KEY("user_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "xy_accounts" (
	"xy_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"cat_id" integer NOT NULL,
	"xy_status" smallint DEFAULT 0 NOT NULL,
	"xy_forbidden" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "xy_cats" (
	"cat_id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"parent_id" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "xy_subscriptions" (
	"user_id" integer NOT NULL,
	"xy_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "xy_subscriptions_user_id_xy_id_pk" PRIMARY KEY("user_id","xy_id")
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_members_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."members"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_file_id_articles_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."articles"("file_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xy_accounts" ADD CONSTRAINT "xy_accounts_cat_id_xy_cats_cat_id_fk" FOREIGN KEY ("cat_id") REFERENCES "public"."xy_cats"("cat_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xy_subscriptions" ADD CONSTRAINT "xy_subscriptions_user_id_members_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."members"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xy_subscriptions" ADD CONSTRAINT "xy_subscriptions_xy_id_xy_accounts_xy_id_fk" FOREIGN KEY ("xy_id") REFERENCES "public"."xy_accounts"("xy_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourites_member_idx" ON "favourites" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "xy_accounts_cat_idx" ON "xy_accounts" USING btree ("cat_id","xy_id");--> statement-breakpoint
CREATE INDEX "xy_cats_code_idx" ON "xy_cats" USING btree ("code","parent_id","sort");--> statement-breakpoint
CREATE INDEX "xy_cats_parent_idx" ON "xy_cats" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "xy_subscriptions_xy_idx" ON "xy_subscriptions" USING btree ("xy_id");--> statement-breakpoint
CREATE INDEX "xy_subscriptions_member_idx" ON "xy_subscriptions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "articles_xy_account_idx" ON "articles" USING btree (("extra" ->> 'xyAccountID'));