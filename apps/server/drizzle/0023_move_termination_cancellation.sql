DROP INDEX "contract_terminations_status_idx";--> statement-breakpoint
ALTER TABLE "contract_terminations" ADD COLUMN "order_id" uuid;--> statement-breakpoint
UPDATE "contract_terminations" AS "t" SET "order_id" = (
	SELECT "c"."order_id" FROM "contract_changes" AS "c"
	WHERE "c"."contract_id" = "t"."contract_id" AND "c"."kind" = 'moving'
	ORDER BY "c"."created_at" DESC LIMIT 1
);--> statement-breakpoint
UPDATE "contract_terminations" SET "order_id" = gen_random_uuid() WHERE "order_id" IS NULL;--> statement-breakpoint
ALTER TABLE "contract_terminations" DROP CONSTRAINT "contract_terminations_pkey";--> statement-breakpoint
ALTER TABLE "contract_terminations" ALTER COLUMN "order_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "contract_terminations" ADD PRIMARY KEY ("order_id");--> statement-breakpoint
ALTER TABLE "contract_terminations" ADD COLUMN "appointment" jsonb;--> statement-breakpoint
ALTER TABLE "contract_terminations" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contract_terminations" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "contract_terminations_contract_idx" ON "contract_terminations" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "contract_terminations_due_idx" ON "contract_terminations" USING btree ("next_attempt_at") WHERE "contract_terminations"."status" in ('pending', 'cancelling');
