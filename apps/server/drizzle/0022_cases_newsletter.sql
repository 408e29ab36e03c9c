CREATE SEQUENCE "public"."case_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "case_attachments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"case_id" uuid,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_crm_jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"case_id" uuid NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "case_crm_jobs_case_id_unique" UNIQUE("case_id")
);
--> statement-breakpoint
CREATE TABLE "case_notes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"case_id" uuid NOT NULL,
	"author" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_replies" (
	"id" uuid PRIMARY KEY NOT NULL,
	"case_id" uuid NOT NULL,
	"author" text NOT NULL,
	"text" text NOT NULL,
	"outbox_message_id" uuid NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cases" (
	"id" uuid PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"channel" text NOT NULL,
	"theme_id" text NOT NULL,
	"status" text NOT NULL,
	"civility" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"customer_reference" text NOT NULL,
	"delivery_point_id" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"insee_code" text NOT NULL,
	"message" text NOT NULL,
	"opened_by" text,
	"assignee" text,
	"crm_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"anonymised_at" timestamp with time zone,
	CONSTRAINT "cases_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "data_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"details" text NOT NULL,
	"request_ip" text,
	"verification_token_hash" text,
	"created_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"handled_at" timestamp with time zone,
	"handled_by" text,
	"outcome" text,
	CONSTRAINT "data_requests_verification_token_hash_unique" UNIQUE("verification_token_hash")
);
--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "consent_ip" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "consent_text_version" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirmation_token_hash" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirmation_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirmed_ip" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "case_attachments" ADD CONSTRAINT "case_attachments_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_crm_jobs" ADD CONSTRAINT "case_crm_jobs_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_notes" ADD CONSTRAINT "case_notes_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_replies" ADD CONSTRAINT "case_replies_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_attachments_case_idx" ON "case_attachments" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "case_attachments_unclaimed_idx" ON "case_attachments" USING btree ("uploaded_at") WHERE "case_attachments"."case_id" is null;--> statement-breakpoint
CREATE INDEX "case_crm_jobs_due_idx" ON "case_crm_jobs" USING btree ("next_attempt_at") WHERE "case_crm_jobs"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "cases_status_idx" ON "cases" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "cases_email_idx" ON "cases" USING btree ("email");--> statement-breakpoint
CREATE INDEX "data_requests_status_idx" ON "data_requests" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_id_unique" UNIQUE("id");--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_confirmation_token_hash_unique" UNIQUE("confirmation_token_hash");