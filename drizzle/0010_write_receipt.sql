CREATE TABLE "write_receipt" (
	"user_id" text NOT NULL,
	"key" uuid NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "write_receipt_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "write_receipt" ADD CONSTRAINT "write_receipt_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;