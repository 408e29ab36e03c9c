CREATE TABLE "job_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"place" text NOT NULL,
	"postal_code" text NOT NULL,
	"contract_type" text NOT NULL,
	"summary" text NOT NULL,
	"missions" jsonb NOT NULL,
	"profile" jsonb NOT NULL,
	"salary_min_euros" integer,
	"salary_max_euros" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"published_at" date NOT NULL,
	"closed_at" date,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "job_offers_status_known" CHECK ("job_offers"."status" in ('open', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rating" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"author" text NOT NULL,
	"energy" text NOT NULL,
	"reviewed_at" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"hidden_reason" text,
	"reply_body" text,
	"replied_at" date,
	"moderated_by" text,
	"moderated_at" timestamp with time zone,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_status_known" CHECK ("reviews"."status" in ('pending', 'published', 'hidden'))
);
--> statement-breakpoint
CREATE INDEX "job_offers_open_idx" ON "job_offers" USING btree ("status","published_at");--> statement-breakpoint
CREATE INDEX "reviews_published_idx" ON "reviews" USING btree ("status","reviewed_at");