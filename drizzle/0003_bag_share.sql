CREATE TABLE "bag_share" (
	"bag_id" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bag_share_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "bag_share" ADD CONSTRAINT "bag_share_bag_id_bag_id_fk" FOREIGN KEY ("bag_id") REFERENCES "public"."bag"("id") ON DELETE cascade ON UPDATE no action;