CREATE TABLE "catalogue_check" (
	"id" smallint PRIMARY KEY NOT NULL,
	"state" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_version" (
	"user_id" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "player_version" ADD CONSTRAINT "player_version_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written (drizzle-kit does not write triggers): every statement that inserts, updates or
-- deletes bags or user discs raises the version of each player whose rows it touched, in its own
-- transaction (docs/decisions/0011). Rows of a player being deleted (a cascade) raise nothing;
-- an update raises the owner of the new rows (user_id never changes).
CREATE FUNCTION "player_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "player_version" AS v ("user_id", "version")
    SELECT DISTINCT c."user_id", 1 FROM "changed" c
    WHERE EXISTS (SELECT 1 FROM "user" u WHERE u."id" = c."user_id")
    ORDER BY 1
  ON CONFLICT ("user_id") DO UPDATE SET "version" = v."version" + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "bag_insert_version" AFTER INSERT ON "bag" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "player_version_bump"();--> statement-breakpoint
CREATE TRIGGER "bag_update_version" AFTER UPDATE ON "bag" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "player_version_bump"();--> statement-breakpoint
CREATE TRIGGER "bag_delete_version" AFTER DELETE ON "bag" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "player_version_bump"();--> statement-breakpoint
CREATE TRIGGER "user_disc_insert_version" AFTER INSERT ON "user_disc" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "player_version_bump"();--> statement-breakpoint
CREATE TRIGGER "user_disc_update_version" AFTER UPDATE ON "user_disc" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "player_version_bump"();--> statement-breakpoint
CREATE TRIGGER "user_disc_delete_version" AFTER DELETE ON "user_disc" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "player_version_bump"();
