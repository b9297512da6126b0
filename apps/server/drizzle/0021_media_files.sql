CREATE TABLE "media_files" (
	"key" text PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"hotel_id" integer,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"byte_size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_files_key_sha256" CHECK ("media_files"."key" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "media_files_content_type" CHECK ("media_files"."content_type" in ('image/png', 'image/jpeg', 'image/webp', 'image/gif')),
	CONSTRAINT "media_files_size" CHECK ("media_files"."byte_size" between 1 and 5242880)
);
--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_brand_id_hotel_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."hotel_brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_uploaded_by_staff_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_files_brand_idx" ON "media_files" USING btree ("brand_id","created_at");