CREATE TABLE "access_refusals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"user_id" uuid NOT NULL,
	"user_display_name" text NOT NULL,
	"organisation_id" uuid NOT NULL,
	"client_address" text NOT NULL,
	"reason" text NOT NULL,
	"stage" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisation_ip_ranges" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"range_start" text NOT NULL,
	"range_end" text NOT NULL,
	"label" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"channels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "organisations_name_unique" UNIQUE("name")
);
--> statement-breakpoint
-- Edited by hand: the supplier's own teams exist on every database, and the users already there join them
-- before the column becomes required (ADR 0016). A fresh database runs the same steps on an empty users table.
INSERT INTO "organisations" ("id", "name", "kind", "channels", "status", "created_at", "updated_at")
VALUES ('00000000-0000-4000-8000-000000000001', 'Voltaire — équipes internes', 'internal',
	'["telesales","comparison","customerRelations","specialChannel"]'::jsonb, 'active', now(), now());--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "organisation_id" uuid;--> statement-breakpoint
UPDATE "users" SET "organisation_id" = '00000000-0000-4000-8000-000000000001';--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "organisation_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "organisation_ip_ranges" ADD CONSTRAINT "organisation_ip_ranges_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_refusals_occurred_at_idx" ON "access_refusals" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "organisation_ip_ranges_organisation_id_idx" ON "organisation_ip_ranges" USING btree ("organisation_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_organisation_id_idx" ON "users" USING btree ("organisation_id");