CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"action" text NOT NULL,
	"actor_email" text NOT NULL,
	"actor_name" text NOT NULL,
	"organisation_id" uuid NOT NULL,
	"organisation_name" text NOT NULL,
	"target" text NOT NULL,
	"details" text NOT NULL,
	"client_address" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "org_role" text DEFAULT 'agent' NOT NULL;--> statement-breakpoint
ALTER TABLE "password_links" ADD CONSTRAINT "password_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_organisation_idx" ON "audit_log" USING btree ("organisation_id","occurred_at");--> statement-breakpoint
CREATE INDEX "password_links_user_id_idx" ON "password_links" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "orders_agent_idx" ON "orders" USING btree ("agent_id","created_at");