DROP INDEX "user_disc_bag_disc_uq";--> statement-breakpoint
ALTER TABLE "user_disc" ADD COLUMN "plastic" text;--> statement-breakpoint
ALTER TABLE "user_disc" ADD COLUMN "weight" double precision;--> statement-breakpoint
ALTER TABLE "user_disc" ADD COLUMN "condition" smallint;--> statement-breakpoint
ALTER TABLE "user_disc" ADD COLUMN "nickname" text;--> statement-breakpoint
ALTER TABLE "user_disc" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "user_disc" ADD COLUMN "my_speed" double precision;--> statement-breakpoint
ALTER TABLE "user_disc" ADD COLUMN "my_glide" double precision;--> statement-breakpoint
ALTER TABLE "user_disc" ADD COLUMN "my_turn" double precision;--> statement-breakpoint
ALTER TABLE "user_disc" ADD COLUMN "my_fade" double precision;--> statement-breakpoint
ALTER TABLE "user_disc" ADD COLUMN "acquired_on" date;--> statement-breakpoint
ALTER TABLE "user_disc" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_disc" ADD COLUMN "status_note" text;--> statement-breakpoint
ALTER TABLE "user_disc" ADD COLUMN "status_date" date;--> statement-breakpoint
CREATE UNIQUE INDEX "user_disc_bag_disc_uq" ON "user_disc" USING btree ("bag_id","disc_id") WHERE "user_disc"."status" = 'active';--> statement-breakpoint
-- Move the pass-through plastic, weight and notes into their columns (docs/decisions/0012).
-- A value that does not fit the new rules stays in the pass-through set as legacy_<name>, as
-- does any pass-through value under a name that is now a typed detail: nothing is lost.
UPDATE "user_disc" SET
  "plastic" = CASE
    WHEN jsonb_typeof("extra"->'plastic') IN ('string', 'number')
      AND char_length(btrim("extra"->>'plastic')) BETWEEN 1 AND 40
    THEN btrim("extra"->>'plastic') END,
  "weight" = CASE
    WHEN jsonb_typeof("extra"->'weight') IN ('string', 'number')
      AND btrim("extra"->>'weight') ~* '^[0-9]{3}(\.[05]0*)?\s*(g|grams?)?$'
      AND substring(btrim("extra"->>'weight') from '^[0-9.]+')::double precision BETWEEN 100 AND 200
    THEN substring(btrim("extra"->>'weight') from '^[0-9.]+')::double precision END,
  "notes" = CASE
    WHEN jsonb_typeof("extra"->'notes') IN ('string', 'number', 'boolean')
      AND btrim("extra"->>'notes') <> ''
    THEN left(btrim("extra"->>'notes'), 1000) END
WHERE "extra" ?| array['plastic', 'weight', 'notes'];
--> statement-breakpoint
UPDATE "user_disc" SET "extra" =
  ("extra" - 'plastic' - 'weight' - 'notes' - 'condition' - 'nickname' - 'myFlight'
    - 'acquiredOn' - 'status' - 'statusNote' - 'statusDate')
  || jsonb_strip_nulls(jsonb_build_object(
    'legacy_plastic', CASE WHEN "plastic" IS NULL THEN NULLIF("extra"->'plastic', 'null'::jsonb) END,
    'legacy_weight', CASE WHEN "weight" IS NULL THEN NULLIF("extra"->'weight', 'null'::jsonb) END,
    'legacy_notes', CASE WHEN "notes" IS NULL THEN NULLIF("extra"->'notes', 'null'::jsonb) END,
    'legacy_condition', NULLIF("extra"->'condition', 'null'::jsonb),
    'legacy_nickname', NULLIF("extra"->'nickname', 'null'::jsonb),
    'legacy_myFlight', NULLIF("extra"->'myFlight', 'null'::jsonb),
    'legacy_acquiredOn', NULLIF("extra"->'acquiredOn', 'null'::jsonb),
    'legacy_status', NULLIF("extra"->'status', 'null'::jsonb),
    'legacy_statusNote', NULLIF("extra"->'statusNote', 'null'::jsonb),
    'legacy_statusDate', NULLIF("extra"->'statusDate', 'null'::jsonb)
  ))
WHERE "extra" ?| array['plastic', 'weight', 'notes', 'condition', 'nickname', 'myFlight',
  'acquiredOn', 'status', 'statusNote', 'statusDate'];
