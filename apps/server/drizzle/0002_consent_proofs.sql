CREATE TABLE "consent_proofs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"categories" jsonb,
	"banner_version" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
