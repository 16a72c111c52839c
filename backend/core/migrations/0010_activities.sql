CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"poster" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"rules" text DEFAULT '' NOT NULL,
	"has_sign_up" boolean DEFAULT true NOT NULL,
	"has_vote" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"sign_up_starts_at" timestamp with time zone,
	"sign_up_ends_at" timestamp with time zone,
	"capacity" integer DEFAULT 0 NOT NULL,
	"registered_count" integer DEFAULT 0 NOT NULL,
	"closed_at" timestamp with time zone,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"progress_in_app" boolean DEFAULT false NOT NULL,
	"voucher_title" text DEFAULT '' NOT NULL,
	"voucher_expires_at" timestamp with time zone,
	"verify_url" text DEFAULT '' NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activities_places_check" CHECK ("activities"."capacity" >= 0 and "activities"."registered_count" >= 0 and ("activities"."capacity" = 0 or "activities"."registered_count" <= "activities"."capacity")),
	CONSTRAINT "activities_window_check" CHECK ("activities"."starts_at" <= "activities"."ends_at"),
	CONSTRAINT "activities_sign_up_window_check" CHECK (not "activities"."has_sign_up" or ("activities"."sign_up_starts_at" is not null and "activities"."sign_up_ends_at" is not null and "activities"."sign_up_starts_at" <= "activities"."sign_up_ends_at"))
);
--> statement-breakpoint
CREATE TABLE "activity_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_shops" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"staff_code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"registration_id" integer,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"expires_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"used_shop_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_registrations" ADD CONSTRAINT "activity_registrations_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_registrations" ADD CONSTRAINT "activity_registrations_user_id_members_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."members"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_shops" ADD CONSTRAINT "activity_shops_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_vouchers" ADD CONSTRAINT "activity_vouchers_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_vouchers" ADD CONSTRAINT "activity_vouchers_user_id_members_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."members"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_vouchers" ADD CONSTRAINT "activity_vouchers_registration_id_activity_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."activity_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_vouchers" ADD CONSTRAINT "activity_vouchers_used_shop_id_activity_shops_id_fk" FOREIGN KEY ("used_shop_id") REFERENCES "public"."activity_shops"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_list_idx" ON "activities" USING btree ("published","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_registrations_member_idx" ON "activity_registrations" USING btree ("activity_id","user_id");--> statement-breakpoint
CREATE INDEX "activity_registrations_list_idx" ON "activity_registrations" USING btree ("activity_id","id");--> statement-breakpoint
CREATE INDEX "activity_registrations_user_idx" ON "activity_registrations" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "activity_shops_activity_idx" ON "activity_shops" USING btree ("activity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_vouchers_code_idx" ON "activity_vouchers" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_vouchers_registration_idx" ON "activity_vouchers" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "activity_vouchers_user_idx" ON "activity_vouchers" USING btree ("user_id","id");