CREATE TABLE "delivery_points" (
	"energy" text NOT NULL,
	"id" text NOT NULL,
	"grid_operator" text NOT NULL,
	"label" text NOT NULL,
	"housenumber" text,
	"street" text NOT NULL,
	"postcode" text NOT NULL,
	"citycode" text NOT NULL,
	"city" text NOT NULL,
	"complement" text,
	"street_key" text NOT NULL,
	"housenumber_key" text,
	"meter_kind" text NOT NULL,
	"status" text NOT NULL,
	"subscribed_kva" integer,
	"pricing_option" text,
	"gas_usage_class" text,
	"last_12_months_kwh" integer,
	"last_12_months_hp_kwh" integer,
	CONSTRAINT "delivery_points_energy_id_pk" PRIMARY KEY("energy","id"),
	CONSTRAINT "delivery_points_meter_kind_check" CHECK (("delivery_points"."energy" = 'electricity' and "delivery_points"."meter_kind" in ('linky', 'electronic', 'electromechanical'))
        or ("delivery_points"."energy" = 'gas' and "delivery_points"."meter_kind" in ('gazpar', 'classic'))),
	CONSTRAINT "delivery_points_status_check" CHECK ("delivery_points"."status" in ('active', 'inactive'))
);
--> statement-breakpoint
CREATE TABLE "interventions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"energy" text NOT NULL,
	"delivery_point_id" text NOT NULL,
	"citycode" text NOT NULL,
	"kind" text NOT NULL,
	"date" date NOT NULL,
	"period" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "interventions_period_check" CHECK ("interventions"."period" in ('morning', 'afternoon')),
	CONSTRAINT "interventions_status_check" CHECK ("interventions"."status" in ('planned', 'done', 'cancelled'))
);
--> statement-breakpoint
CREATE INDEX "delivery_points_address_idx" ON "delivery_points" USING btree ("energy","postcode","street_key","housenumber_key");--> statement-breakpoint
CREATE INDEX "interventions_delivery_point_idx" ON "interventions" USING btree ("energy","delivery_point_id");--> statement-breakpoint
CREATE UNIQUE INDEX "interventions_planned_slot_idx" ON "interventions" USING btree ("energy","citycode","date","period") WHERE "interventions"."status" = 'planned';