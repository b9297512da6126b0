ALTER TABLE "reservation_answers" ALTER COLUMN "attachment_ids" SET DATA TYPE text[];--> statement-breakpoint
ALTER TABLE "reservation_answers" ALTER COLUMN "attachment_ids" SET DEFAULT '{}'::text[];