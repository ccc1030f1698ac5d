CREATE TABLE "player_round_version" (
	"user_id" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "round_user_started_idx";--> statement-breakpoint
-- Hand-written (drizzle-kit does not write functions): a layout's par, the sum of its holes' pars,
-- kept by the database in course_layout.par (a generated column) with its hole count, so the
-- courses list reads two numbers per layout instead of its holes.
CREATE FUNCTION "layout_par"(holes jsonb) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(sum((h ->> 'par')::int), 0)::int FROM jsonb_array_elements(holes) h $$;--> statement-breakpoint
ALTER TABLE "course_layout" ADD COLUMN "hole_count" integer GENERATED ALWAYS AS (jsonb_array_length(holes)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "course_layout" ADD COLUMN "par" integer GENERATED ALWAYS AS (layout_par(holes)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "round" ADD COLUMN "hole_count" integer GENERATED ALWAYS AS (jsonb_array_length(holes)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "player_round_version" ADD CONSTRAINT "player_round_version_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "round_user_started_idx" ON "round" USING btree ("user_id","started_at","id");--> statement-breakpoint
-- Hand-written (drizzle-kit does not write triggers): every statement that inserts, updates or
-- deletes a player's rounds, holes or shots raises that player's round version, in its own
-- transaction, so round statistics kept in memory are served only while the rounds they were
-- computed from are unchanged, whichever process wrote (decision 0039, "Kept summaries"). A disc
-- deleted sets its shots' disc to null: an update of round_shot, which raises it too. Rows of a
-- player being deleted (a cascade) raise nothing.
CREATE FUNCTION "player_round_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "player_round_version" AS v ("user_id", "version")
    SELECT DISTINCT c."user_id", 1 FROM "changed" c
    WHERE EXISTS (SELECT 1 FROM "user" u WHERE u."id" = c."user_id")
    ORDER BY 1
  ON CONFLICT ("user_id") DO UPDATE SET "version" = v."version" + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "round_insert_version" AFTER INSERT ON "round" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "player_round_version_bump"();--> statement-breakpoint
CREATE TRIGGER "round_update_version" AFTER UPDATE ON "round" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "player_round_version_bump"();--> statement-breakpoint
CREATE TRIGGER "round_delete_version" AFTER DELETE ON "round" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "player_round_version_bump"();--> statement-breakpoint
CREATE TRIGGER "round_hole_insert_version" AFTER INSERT ON "round_hole" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "player_round_version_bump"();--> statement-breakpoint
CREATE TRIGGER "round_hole_update_version" AFTER UPDATE ON "round_hole" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "player_round_version_bump"();--> statement-breakpoint
CREATE TRIGGER "round_hole_delete_version" AFTER DELETE ON "round_hole" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "player_round_version_bump"();--> statement-breakpoint
CREATE TRIGGER "round_shot_insert_version" AFTER INSERT ON "round_shot" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "player_round_version_bump"();--> statement-breakpoint
CREATE TRIGGER "round_shot_update_version" AFTER UPDATE ON "round_shot" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "player_round_version_bump"();--> statement-breakpoint
CREATE TRIGGER "round_shot_delete_version" AFTER DELETE ON "round_shot" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "player_round_version_bump"();
