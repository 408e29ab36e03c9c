CREATE TABLE "callback_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text NOT NULL,
	"slot" text NOT NULL,
	"topic" text,
	"consent_text" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"taken_by" text,
	"taken_at" timestamp with time zone,
	"order_id" uuid
);
--> statement-breakpoint
CREATE TABLE "signing_links" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"channel" text NOT NULL,
	"destination_masked" text NOT NULL,
	"requested_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "signing_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
DROP INDEX "orders_owner_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "signer_session_hash" text;--> statement-breakpoint
CREATE INDEX "callback_requests_queue_idx" ON "callback_requests" USING btree ("taken_at","requested_at");--> statement-breakpoint
CREATE INDEX "signing_links_order_idx" ON "signing_links" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_signer_idx" ON "orders" USING btree ("signer_session_hash");--> statement-breakpoint
CREATE INDEX "orders_owner_idx" ON "orders" USING btree ("owner_session_hash","updated_at");