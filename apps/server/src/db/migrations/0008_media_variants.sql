CREATE TABLE "media_variants" (
	"hash" varchar(64) NOT NULL,
	"width" integer NOT NULL,
	"format" varchar(8) NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "media_variants_hash_width_format_pk" PRIMARY KEY("hash","width","format")
);
--> statement-breakpoint
ALTER TABLE "media_variants" ADD CONSTRAINT "media_variants_hash_media_hash_fk" FOREIGN KEY ("hash") REFERENCES "public"."media"("hash") ON DELETE cascade ON UPDATE no action;