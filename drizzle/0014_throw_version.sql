ALTER TABLE "player_throw_count" ADD COLUMN "version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written (drizzle-kit does not write triggers): every statement that inserts, updates or
-- deletes throws raises each touched player's throw version, in its own transaction, so a
-- summary kept in memory is served only while the log it was read from is unchanged, whichever
-- process wrote (decision 0039, "Kept summaries"). The count's triggers raise it with the count;
-- an update, which changes no count, raises it alone.
CREATE OR REPLACE FUNCTION "player_throw_count_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "player_throw_count" AS c ("user_id", "throws", "version")
    SELECT n."user_id", count(*), 1 FROM "added" n
    WHERE EXISTS (SELECT 1 FROM "user" u WHERE u."id" = n."user_id")
    GROUP BY n."user_id" ORDER BY 1
  ON CONFLICT ("user_id") DO UPDATE
    SET "throws" = c."throws" + excluded."throws", "version" = c."version" + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "player_throw_count_take"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "player_throw_count" AS c SET "throws" = c."throws" - o."n", "version" = c."version" + 1
    FROM (SELECT "user_id", count(*) AS "n" FROM "removed" GROUP BY "user_id" ORDER BY 1) o
    WHERE c."user_id" = o."user_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "player_throw_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "player_throw_count" AS c SET "version" = c."version" + 1
    FROM (SELECT DISTINCT "user_id" FROM "changed" ORDER BY 1) o
    WHERE c."user_id" = o."user_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "throw_update_version" AFTER UPDATE ON "throw" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "player_throw_version_bump"();
