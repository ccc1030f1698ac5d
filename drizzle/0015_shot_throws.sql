ALTER TABLE "throw" ADD COLUMN "round_shot_id" uuid;--> statement-breakpoint
ALTER TABLE "throw" ADD COLUMN "round_id" uuid;--> statement-breakpoint
ALTER TABLE "throw" ADD COLUMN "round_hole" smallint;--> statement-breakpoint
ALTER TABLE "throw" ADD CONSTRAINT "throw_round_shot_fk" FOREIGN KEY ("user_id","round_shot_id") REFERENCES "public"."round_shot"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "throw_round_shot_idx" ON "throw" USING btree ("user_id","round_shot_id");