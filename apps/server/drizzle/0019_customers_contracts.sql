CREATE TABLE "contract_changes" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"contract_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"effective_date" text,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contract_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"contract_id" uuid NOT NULL,
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
CREATE TABLE "contract_grants" (
	"session_hash" text NOT NULL,
	"contract_id" uuid NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "contract_grants_session_hash_contract_id_pk" PRIMARY KEY("session_hash","contract_id")
);
--> statement-breakpoint
CREATE TABLE "contract_terminations" (
	"contract_id" uuid PRIMARY KEY NOT NULL,
	"energy" text NOT NULL,
	"delivery_point_id" text NOT NULL,
	"date" text NOT NULL,
	"final_reading" jsonb,
	"status" text NOT NULL,
	"operator_reference" text,
	"attempts" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "customer_contracts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"order_id" uuid,
	"replaces_contract_id" uuid,
	"energy" text NOT NULL,
	"delivery_point_id" text,
	"housing" jsonb NOT NULL,
	"offer_id" text NOT NULL,
	"offer_name" text NOT NULL,
	"price_version" text NOT NULL,
	"kva" integer,
	"option" text,
	"consumption" jsonb,
	"payment" jsonb NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "customer_contracts_reference_unique" UNIQUE("reference"),
	CONSTRAINT "customer_contracts_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"civility" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"birth_date" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "contract_changes_open_idx" ON "contract_changes" USING btree ("contract_id") WHERE "contract_changes"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "contract_codes_contract_idx" ON "contract_codes" USING btree ("contract_id","created_at");--> statement-breakpoint
CREATE INDEX "contract_terminations_status_idx" ON "contract_terminations" USING btree ("status");--> statement-breakpoint
CREATE INDEX "customer_contracts_customer_idx" ON "customer_contracts" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "customer_contracts_point_idx" ON "customer_contracts" USING btree ("delivery_point_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_email_idx" ON "customers" USING btree ("email");--> statement-breakpoint
CREATE INDEX "customers_phone_idx" ON "customers" USING btree ("phone");