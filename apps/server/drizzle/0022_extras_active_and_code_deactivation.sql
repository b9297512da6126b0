ALTER TABLE "extras" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion_codes" ADD COLUMN "deactivated_at" timestamp with time zone;