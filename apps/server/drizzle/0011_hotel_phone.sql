ALTER TABLE "hotels" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_phone_format" CHECK ("hotels"."phone" ~ '^\+?[0-9][0-9 -]{3,30}$');