CREATE TABLE "eligibility_attachments" (
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"composition_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "eligibility_attachments_target_type_target_id_composition_id_pk" PRIMARY KEY("target_type","target_id","composition_id")
);
--> statement-breakpoint
CREATE TABLE "eligibility_audit" (
	"id" uuid PRIMARY KEY NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "eligibility_compositions" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"children" jsonb NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "eligibility_predicates" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"field" text NOT NULL,
	"operator" text NOT NULL,
	"value" jsonb NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "eligibility_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL
);
--> statement-breakpoint
INSERT INTO "eligibility_state" ("id", "version") VALUES (1, 0);
