ALTER TABLE "reservations" DROP CONSTRAINT "reservations_amounts";--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "point_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_amounts" CHECK ("reservations"."rooms_total" >= 0 and "reservations"."extras_total" >= 0 and "reservations"."total_price" = "reservations"."rooms_total" + "reservations"."extras_total"
        and "reservations"."tax" >= 0 and "reservations"."accommodation_tax" >= 0 and "reservations"."discount" >= 0
        and "reservations"."point_discount" >= 0 and "reservations"."amount_due_now" >= 0 and "reservations"."remaining_amount" >= 0
        and "reservations"."amount_due_now" + "reservations"."remaining_amount" + "reservations"."point_discount" = "reservations"."total_price");