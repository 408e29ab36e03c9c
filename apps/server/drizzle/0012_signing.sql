CREATE TABLE "contracts" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"offer_name" text NOT NULL,
	"supply_kind" text NOT NULL,
	"start_date" text NOT NULL,
	"email_masked" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"withdrawal_deadline" text NOT NULL,
	"withdrawal_token_hash" text NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "contracts_withdrawal_token_hash_unique" UNIQUE("withdrawal_token_hash")
);
--> statement-breakpoint
CREATE TABLE "signing_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"destination_masked" text NOT NULL,
	"salt" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"wrong_attempts" integer NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signing_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"template_id" text NOT NULL,
	"template_version" text NOT NULL,
	"sha256" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signing_events" (
	"order_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"type" text NOT NULL,
	"at" timestamp (3) with time zone NOT NULL,
	"data" jsonb NOT NULL,
	"previous_hash" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "signing_events_order_id_seq_pk" PRIMARY KEY("order_id","seq")
);
--> statement-breakpoint
CREATE TABLE "signing_evidence" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "signing_codes_order_idx" ON "signing_codes" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "signing_documents_order_kind_idx" ON "signing_documents" USING btree ("order_id","kind");