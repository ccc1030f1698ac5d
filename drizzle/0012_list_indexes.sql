DROP INDEX "user_disc_photo_user_id_idx";--> statement-breakpoint
CREATE INDEX "user_disc_photo_user_list_idx" ON "user_disc_photo" USING btree ("user_id","user_disc_id","hash");