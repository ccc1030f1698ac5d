CREATE TABLE "user_disc_photo" (
	"user_disc_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"data" "bytea" NOT NULL,
	"hash" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_disc_photo" ADD CONSTRAINT "user_disc_photo_user_disc_id_user_disc_id_fk" FOREIGN KEY ("user_disc_id") REFERENCES "public"."user_disc"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_disc_photo" ADD CONSTRAINT "user_disc_photo_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_disc_photo_user_id_idx" ON "user_disc_photo" USING btree ("user_id");