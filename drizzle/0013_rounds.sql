CREATE TABLE "course" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"shared" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_layout" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"course_id" uuid NOT NULL,
	"name" text NOT NULL,
	"holes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "round" (
	"id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"course_id" uuid,
	"layout_id" uuid,
	"course_name" text NOT NULL,
	"layout_name" text NOT NULL,
	"holes" jsonb NOT NULL,
	"guests" jsonb NOT NULL,
	"bag_id" uuid,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"source" text DEFAULT 'hyzer' NOT NULL,
	"import_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "round_pk" PRIMARY KEY("user_id","id")
);
--> statement-breakpoint
CREATE TABLE "round_hole" (
	"user_id" text NOT NULL,
	"round_id" uuid NOT NULL,
	"hole" smallint NOT NULL,
	"scores" jsonb NOT NULL,
	"my_strokes" smallint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "round_hole_pk" PRIMARY KEY("user_id","round_id","hole")
);
--> statement-breakpoint
CREATE TABLE "round_shot" (
	"user_id" text NOT NULL,
	"id" uuid NOT NULL,
	"round_id" uuid NOT NULL,
	"hole" smallint NOT NULL,
	"seq" smallint NOT NULL,
	"user_disc_id" uuid,
	"throw_type" text,
	"effort" text,
	"lat" double precision,
	"lng" double precision,
	"accuracy_m" double precision,
	"distance_ft" double precision,
	"to_basket_ft" double precision,
	"result" text,
	CONSTRAINT "round_shot_pk" PRIMARY KEY("user_id","id")
);
--> statement-breakpoint
ALTER TABLE "course" ADD CONSTRAINT "course_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_layout" ADD CONSTRAINT "course_layout_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_layout" ADD CONSTRAINT "course_layout_course_id_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."course"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round" ADD CONSTRAINT "round_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_hole" ADD CONSTRAINT "round_hole_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_hole" ADD CONSTRAINT "round_hole_round_fk" FOREIGN KEY ("user_id","round_id") REFERENCES "public"."round"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_shot" ADD CONSTRAINT "round_shot_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_shot" ADD CONSTRAINT "round_shot_user_disc_id_user_disc_id_fk" FOREIGN KEY ("user_disc_id") REFERENCES "public"."user_disc"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_shot" ADD CONSTRAINT "round_shot_round_fk" FOREIGN KEY ("user_id","round_id") REFERENCES "public"."round"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_shared_idx" ON "course" USING btree ("shared");--> statement-breakpoint
CREATE INDEX "course_user_id_idx" ON "course" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "course_layout_course_idx" ON "course_layout" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "course_layout_user_id_idx" ON "course_layout" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "round_user_started_idx" ON "round" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "round_user_import_key_uq" ON "round" USING btree ("user_id","import_key");--> statement-breakpoint
CREATE INDEX "round_shot_round_idx" ON "round_shot" USING btree ("user_id","round_id","hole","seq");--> statement-breakpoint
CREATE INDEX "round_shot_disc_idx" ON "round_shot" USING btree ("user_disc_id");