CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_session_hash" text NOT NULL,
	"lines" jsonb NOT NULL,
	"status" text NOT NULL,
	"version" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"saved_at" timestamp with time zone,
	CONSTRAINT "carts_owner_session_hash_unique" UNIQUE("owner_session_hash")
);
--> statement-breakpoint
CREATE TABLE "order_add_ons" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"lines" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resume_links" (
	"id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"order_id" uuid,
	"cart_id" uuid,
	"email" text NOT NULL,
	"requester_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "resume_links_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "resume_links_one_target" CHECK (("resume_links"."order_id" is null) <> ("resume_links"."cart_id" is null))
);
--> statement-breakpoint
ALTER TABLE "order_add_ons" ADD CONSTRAINT "order_add_ons_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_links" ADD CONSTRAINT "resume_links_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_links" ADD CONSTRAINT "resume_links_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resume_links_order_idx" ON "resume_links" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "resume_links_cart_idx" ON "resume_links" USING btree ("cart_id","created_at");--> statement-breakpoint
CREATE INDEX "resume_links_requester_idx" ON "resume_links" USING btree ("requester_hash","created_at");