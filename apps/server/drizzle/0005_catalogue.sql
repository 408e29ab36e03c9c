CREATE TABLE "boilers" (
	"id" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"energy" text NOT NULL,
	"eligible_for_maintenance" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_add_ons" (
	"id" text PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"salesforce_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"kind" text NOT NULL,
	"energies" jsonb NOT NULL,
	"price_cents" integer NOT NULL,
	"billing" text NOT NULL,
	"deliverable" boolean NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "catalogue_add_ons_sku_unique" UNIQUE("sku"),
	CONSTRAINT "catalogue_add_ons_salesforce_id_unique" UNIQUE("salesforce_id")
);
--> statement-breakpoint
CREATE TABLE "catalogue_offers" (
	"id" text PRIMARY KEY NOT NULL,
	"energy" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"short_description" text NOT NULL,
	"document" jsonb NOT NULL,
	"sort_order" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_prices" (
	"mode" text PRIMARY KEY NOT NULL,
	"price_cents" integer NOT NULL,
	"min_working_days" integer NOT NULL,
	"max_working_days" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "relay_points" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"zip_code" text NOT NULL,
	"city" text NOT NULL,
	"opening_hours" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "catalogue_offers_energy_idx" ON "catalogue_offers" USING btree ("energy","sort_order");--> statement-breakpoint
CREATE INDEX "relay_points_zip_code_idx" ON "relay_points" USING btree ("zip_code");