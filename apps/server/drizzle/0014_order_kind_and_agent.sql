ALTER TABLE "orders" ADD COLUMN "kind" text DEFAULT 'subscription' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "agent_id" text;