CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 10 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_status_known" CHECK ("jobs"."status" in ('pending', 'done', 'failed')),
	CONSTRAINT "jobs_attempts_in_range" CHECK ("jobs"."attempts" >= 0 and "jobs"."max_attempts" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_card_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"expiry_month" smallint NOT NULL,
	"expiry_year" smallint NOT NULL,
	"holder_name" text NOT NULL,
	"behaviour" text NOT NULL,
	"decline_code" integer,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_card_tokens_brand_known" CHECK ("sandbox_card_tokens"."brand" in ('visa', 'master', 'amex', 'jcb', 'diners')),
	CONSTRAINT "sandbox_card_tokens_last4_digits" CHECK ("sandbox_card_tokens"."last4" ~ '^[0-9]{4}$'),
	CONSTRAINT "sandbox_card_tokens_behaviour_known" CHECK (("sandbox_card_tokens"."behaviour" = 'decline') = ("sandbox_card_tokens"."decline_code" is not null) and "sandbox_card_tokens"."behaviour" in ('approve', 'challenge', 'decline'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_operations" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_payment_operations_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "sandbox_payment_operations_kind_known" CHECK ("sandbox_payment_operations"."kind" in ('capture', 'refund', 'void'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"token_hash" text,
	"brand" text,
	"last4" text,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"reference" text NOT NULL,
	"return_url" text NOT NULL,
	"status" text NOT NULL,
	"challenge_outcome" text,
	"decline_code" integer,
	"decline_reason" text,
	"captured_amount" bigint DEFAULT 0 NOT NULL,
	"refunded_amount" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_payments_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "sandbox_payments_status_known" CHECK ("sandbox_payments"."status" in ('challenge', 'authorized', 'declined', 'captured', 'voided')),
	CONSTRAINT "sandbox_payments_outcome_known" CHECK ("sandbox_payments"."challenge_outcome" is null or "sandbox_payments"."challenge_outcome" in ('passed', 'failed', 'cancelled')),
	CONSTRAINT "sandbox_payments_declined_has_code" CHECK (("sandbox_payments"."status" = 'declined') = ("sandbox_payments"."decline_code" is not null)),
	CONSTRAINT "sandbox_payments_amounts_in_range" CHECK ("sandbox_payments"."amount" >= 0 and "sandbox_payments"."captured_amount" between 0 and "sandbox_payments"."amount" and "sandbox_payments"."refunded_amount" between 0 and "sandbox_payments"."captured_amount")
);
--> statement-breakpoint
ALTER TABLE "sandbox_payment_operations" ADD CONSTRAINT "sandbox_payment_operations_payment_id_sandbox_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."sandbox_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_dedupe_key_unique" ON "jobs" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "sandbox_card_tokens_expires_at_idx" ON "sandbox_card_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sandbox_payment_operations_payment_idx" ON "sandbox_payment_operations" USING btree ("payment_id");