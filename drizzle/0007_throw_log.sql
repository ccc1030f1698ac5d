CREATE TABLE "throw" (
	"id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"user_disc_id" uuid NOT NULL,
	"distance_ft" double precision NOT NULL,
	"throw_type" text NOT NULL,
	"effort" text NOT NULL,
	"finish_ft" double precision,
	"release" text,
	"note" text DEFAULT '' NOT NULL,
	"thrown_at" timestamp with time zone NOT NULL,
	"measured_by" text NOT NULL,
	"gps_accuracy_m" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "throw_pk" PRIMARY KEY("user_id","id")
);
--> statement-breakpoint
ALTER TABLE "bag_share" ADD COLUMN "show_throws" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "throw" ADD CONSTRAINT "throw_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "throw" ADD CONSTRAINT "throw_user_disc_id_user_disc_id_fk" FOREIGN KEY ("user_disc_id") REFERENCES "public"."user_disc"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "throw_user_thrown_idx" ON "throw" USING btree ("user_id","thrown_at");--> statement-breakpoint
CREATE INDEX "throw_user_disc_idx" ON "throw" USING btree ("user_disc_id");