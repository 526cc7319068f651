CREATE TABLE "image_variants" (
	"image_id" uuid NOT NULL,
	"variant" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	CONSTRAINT "image_variants_image_id_variant_pk" PRIMARY KEY("image_id","variant"),
	CONSTRAINT "image_variants_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" uuid PRIMARY KEY NOT NULL,
	"uploader_id" uuid,
	"source_sha256" text NOT NULL,
	"source_type" text NOT NULL,
	"source_size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"owner_type" text,
	"owner_id" uuid,
	"position" integer,
	"attached_at" timestamp with time zone,
	"unattached_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "images_owner_consistent" CHECK (("images"."owner_id" is null) = ("images"."owner_type" is null) and ("images"."owner_id" is null) = ("images"."unattached_since" is not null))
);
--> statement-breakpoint
ALTER TABLE "image_variants" ADD CONSTRAINT "image_variants_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "image_variants_sha256_idx" ON "image_variants" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "images_owner_idx" ON "images" USING btree ("owner_type","owner_id","position");--> statement-breakpoint
CREATE INDEX "images_unattached_idx" ON "images" USING btree ("unattached_since") WHERE "images"."owner_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "images_uploader_source_unattached_idx" ON "images" USING btree ("uploader_id","source_sha256") WHERE "images"."owner_id" is null;