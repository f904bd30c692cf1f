CREATE TABLE "chat_attachments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"dialogue_id" integer NOT NULL,
	"uploader_id" integer,
	"message_id" bigint,
	"kind" varchar(8) NOT NULL,
	"name" varchar(120) NOT NULL,
	"content_type" varchar(32) NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"file_key" varchar(64) NOT NULL,
	"thumb_key" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_dialogue_id_dialogues_id_fk" FOREIGN KEY ("dialogue_id") REFERENCES "public"."dialogues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_attachments_message_idx" ON "chat_attachments" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "chat_attachments_unattached_idx" ON "chat_attachments" USING btree ("created_at") WHERE "chat_attachments"."message_id" is null;--> statement-breakpoint
CREATE INDEX "messages_search_idx" ON "messages" USING gin (to_tsvector('simple'::regconfig, translate(lower("text"), 'áàâäãåāăąÁÀÂÄÃÅĀĂĄçćčÇĆČďĎéèêëēėęěÉÈÊËĒĖĘĚğĞíìîïīįıÍÌÎÏĪĮİłŁñńňÑŃŇóòôöõøōőÓÒÔÖÕØŌŐřŘśšşŚŠŞťŤúùûüūůűųÚÙÛÜŪŮŰŲýÿÝŸžźżŽŹŻ', 'aaaaaaaaaaaaaaaaaaccccccddeeeeeeeeeeeeeeeeggiiiiiiiiiiiiiillnnnnnnoooooooooooooooorrssssssttuuuuuuuuuuuuuuuuyyyyzzzzzz')));