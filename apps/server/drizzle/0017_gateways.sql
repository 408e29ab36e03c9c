CREATE TABLE "gateway_attributions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"gateway_id" text NOT NULL,
	"order_id" uuid,
	"lead_id" uuid,
	"source" text NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gateway_attributions_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "gateway_attributions_lead_id_unique" UNIQUE("lead_id")
);
--> statement-breakpoint
CREATE TABLE "gateway_revisions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"gateway_id" text NOT NULL,
	"definition" jsonb NOT NULL,
	"saved_by" text NOT NULL,
	"saved_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gateways" (
	"id" text PRIMARY KEY NOT NULL,
	"definition" jsonb NOT NULL,
	"active" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gateway_attributions" ADD CONSTRAINT "gateway_attributions_gateway_id_gateways_id_fk" FOREIGN KEY ("gateway_id") REFERENCES "public"."gateways"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_revisions" ADD CONSTRAINT "gateway_revisions_gateway_id_gateways_id_fk" FOREIGN KEY ("gateway_id") REFERENCES "public"."gateways"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gateway_attributions_gateway_idx" ON "gateway_attributions" USING btree ("gateway_id","recorded_at");--> statement-breakpoint
CREATE INDEX "gateway_revisions_gateway_idx" ON "gateway_revisions" USING btree ("gateway_id","saved_at");