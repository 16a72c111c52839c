CREATE TABLE "invite_uses" (
	"invitee_id" integer PRIMARY KEY NOT NULL,
	"inviter_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_points" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"action" text NOT NULL,
	"file_id" integer DEFAULT 0 NOT NULL,
	"day" date NOT NULL,
	"points" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_points_action_check" CHECK ("member_points"."action" in ('read', 'share', 'comment', 'invite'))
);
--> statement-breakpoint
CREATE TABLE "members" (
	"user_id" serial PRIMARY KEY NOT NULL,
	"phone" text,
	"password_hash" text,
	"wx_openid" text,
	"wx_unionid" text,
	"nickname" text DEFAULT '' NOT NULL,
	"head" text DEFAULT '' NOT NULL,
	"sex" smallint DEFAULT 0 NOT NULL,
	"birthday" date,
	"intro" text DEFAULT '' NOT NULL,
	"invite_code" text NOT NULL,
	"failed_logins" smallint DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"ip" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"locked_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"code" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "used_nonces" (
	"kind" text NOT NULL,
	"nonce" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "used_nonces_kind_nonce_pk" PRIMARY KEY("kind","nonce")
);
--> statement-breakpoint
CREATE TABLE "verify_codes" (
	"device" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invite_uses" ADD CONSTRAINT "invite_uses_invitee_id_members_user_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."members"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_uses" ADD CONSTRAINT "invite_uses_inviter_id_members_user_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."members"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_points" ADD CONSTRAINT "member_points_user_id_members_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."members"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invite_uses_inviter_idx" ON "invite_uses" USING btree ("inviter_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_points_once_idx" ON "member_points" USING btree ("user_id","action","file_id","day");--> statement-breakpoint
CREATE INDEX "member_points_day_idx" ON "member_points" USING btree ("user_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "members_phone_idx" ON "members" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "members_wx_openid_idx" ON "members" USING btree ("wx_openid");--> statement-breakpoint
CREATE UNIQUE INDEX "members_wx_unionid_idx" ON "members" USING btree ("wx_unionid");--> statement-breakpoint
CREATE UNIQUE INDEX "members_invite_code_idx" ON "members" USING btree ("invite_code");--> statement-breakpoint
CREATE INDEX "sms_codes_phone_idx" ON "sms_codes" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "sms_codes_ip_idx" ON "sms_codes" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_phone_idx" ON "sms_outbox" USING btree ("phone","id");--> statement-breakpoint
CREATE INDEX "used_nonces_expires_idx" ON "used_nonces" USING btree ("expires_at");