DROP INDEX "user_disc_bag_disc_uq";--> statement-breakpoint
ALTER TABLE "user_disc" ADD COLUMN "copy" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "user_disc_bag_disc_copy_uq" ON "user_disc" USING btree ("bag_id","disc_id","copy") WHERE "user_disc"."status" = 'active';--> statement-breakpoint
-- Hand-written (docs/decisions/0014, 0016): `copy`, `allowDuplicate` and `photoUrl` are now API
-- fields, so a pass-through value stored under one of these names is kept as legacy_<name>. Every
-- row keeps copy 1: the old index allowed one active copy per bag, so the new index holds.
UPDATE "user_disc" SET "extra" = ("extra" - 'copy' - 'allowDuplicate' - 'photoUrl') || jsonb_strip_nulls(jsonb_build_object('legacy_copy', "extra"->'copy', 'legacy_allowDuplicate', "extra"->'allowDuplicate', 'legacy_photoUrl', "extra"->'photoUrl')) WHERE "extra" ?| array['copy', 'allowDuplicate', 'photoUrl'];
