-- The first answer of a key is kept as its exact bytes, sealed (a replay sends them back verbatim);
-- jsonb reordered its keys. Keys whose answer was kept as jsonb rebuild it once from the reservation.
ALTER TABLE "idempotency_keys" ADD COLUMN "response_sealed" text;--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP COLUMN "response_body";