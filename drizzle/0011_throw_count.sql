CREATE TABLE "player_throw_count" (
	"user_id" text PRIMARY KEY NOT NULL,
	"throws" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "player_throw_count" ADD CONSTRAINT "player_throw_count_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written (drizzle-kit does not write triggers): every statement that inserts or deletes
-- throws adds to or takes from each touched player's count, in its own transaction (decision
-- 0030). The row of a player being deleted (a cascade) is neither made nor kept. A throw's owner
-- never changes, so an update changes no count.
CREATE FUNCTION "player_throw_count_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "player_throw_count" AS c ("user_id", "throws")
    SELECT n."user_id", count(*) FROM "added" n
    WHERE EXISTS (SELECT 1 FROM "user" u WHERE u."id" = n."user_id")
    GROUP BY n."user_id" ORDER BY 1
  ON CONFLICT ("user_id") DO UPDATE SET "throws" = c."throws" + excluded."throws";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "player_throw_count_take"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "player_throw_count" AS c SET "throws" = c."throws" - o."n"
    FROM (SELECT "user_id", count(*) AS "n" FROM "removed" GROUP BY "user_id") o
    WHERE c."user_id" = o."user_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "throw_insert_count" AFTER INSERT ON "throw" REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "player_throw_count_add"();--> statement-breakpoint
CREATE TRIGGER "throw_delete_count" AFTER DELETE ON "throw" REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "player_throw_count_take"();--> statement-breakpoint
INSERT INTO "player_throw_count" ("user_id", "throws")
  SELECT "user_id", count(*) FROM "throw" GROUP BY "user_id";
