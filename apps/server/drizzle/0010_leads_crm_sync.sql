CREATE TABLE "cancelled_baskets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"lead_id" uuid,
	"order_id" uuid,
	"bundle_id" text,
	"reason" text,
	"parcours_type" text NOT NULL,
	"agent_id" text,
	"anonymised_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cancelled_proposals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"cancelled_basket_id" uuid NOT NULL,
	"new_bundle" text NOT NULL,
	"reason_for_refusal" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_sync_jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"sequence" bigserial NOT NULL,
	"lead_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid,
	"channel" text NOT NULL,
	"civility" text,
	"first_name" text,
	"last_name" text,
	"email" text,
	"phone" text,
	"status" text NOT NULL,
	"marketing_opt_in" boolean NOT NULL,
	"marketing_opt_in_proof_text" text,
	"marketing_opt_in_at" timestamp with time zone,
	"basket" jsonb,
	"last_contact_at" timestamp with time zone NOT NULL,
	"anonymised_at" timestamp with time zone,
	"crm_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "leads_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
ALTER TABLE "cancelled_baskets" ADD CONSTRAINT "cancelled_baskets_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancelled_baskets" ADD CONSTRAINT "cancelled_baskets_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancelled_proposals" ADD CONSTRAINT "cancelled_proposals_cancelled_basket_id_cancelled_baskets_id_fk" FOREIGN KEY ("cancelled_basket_id") REFERENCES "public"."cancelled_baskets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_sync_jobs" ADD CONSTRAINT "lead_sync_jobs_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cancelled_baskets_lead_idx" ON "cancelled_baskets" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "lead_sync_jobs_due_idx" ON "lead_sync_jobs" USING btree ("next_attempt_at") WHERE "lead_sync_jobs"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "lead_sync_jobs_lead_idx" ON "lead_sync_jobs" USING btree ("lead_id","sequence");--> statement-breakpoint
CREATE INDEX "leads_last_contact_idx" ON "leads" USING btree ("last_contact_at") WHERE "leads"."anonymised_at" is null;