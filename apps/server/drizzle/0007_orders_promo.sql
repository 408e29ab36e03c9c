CREATE TABLE "code_attempts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"owner_session_hash" text NOT NULL,
	"status" text NOT NULL,
	"channel" text NOT NULL,
	"journey" jsonb NOT NULL,
	"change_history" jsonb NOT NULL,
	"offer_id" text,
	"delivery_point_id" text,
	"customer_email" text,
	"campaign" text,
	"promo_code" text,
	"version" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "pin_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"campaign" text NOT NULL,
	"label" text NOT NULL,
	"valid_from" text NOT NULL,
	"valid_to" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"definition" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"order_id" uuid NOT NULL,
	"customer_key" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "code_attempts_subject_at_idx" ON "code_attempts" USING btree ("subject","at");--> statement-breakpoint
CREATE INDEX "orders_owner_idx" ON "orders" USING btree ("owner_session_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_active_delivery_point_idx" ON "orders" USING btree ("delivery_point_id") WHERE "orders"."status" in ('submitted', 'signed', 'completed') and "orders"."delivery_point_id" is not null;--> statement-breakpoint
CREATE INDEX "promo_redemptions_code_idx" ON "promo_redemptions" USING btree ("code");