CREATE TABLE "own_disc" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"brand" text NOT NULL,
	"category" text NOT NULL,
	"speed" double precision NOT NULL,
	"glide" double precision NOT NULL,
	"turn" double precision NOT NULL,
	"fade" double precision NOT NULL,
	"stability" text,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "own_disc" ADD CONSTRAINT "own_disc_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "own_disc_user_key_uq" ON "own_disc" USING btree ("user_id","key");--> statement-breakpoint
CREATE INDEX "own_disc_user_id_idx" ON "own_disc" USING btree ("user_id","id");--> statement-breakpoint
-- Hand-written (drizzle-kit does not write triggers): an own disc's name and numbers are part of
-- the player's disc list, so its writes raise the player's data version like bag and user_disc
-- writes (0004_player_version, docs/decisions/0011 and 0029).
CREATE TRIGGER "own_disc_insert_version" AFTER INSERT ON "own_disc" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "player_version_bump"();--> statement-breakpoint
CREATE TRIGGER "own_disc_update_version" AFTER UPDATE ON "own_disc" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "player_version_bump"();--> statement-breakpoint
CREATE TRIGGER "own_disc_delete_version" AFTER DELETE ON "own_disc" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "player_version_bump"();
