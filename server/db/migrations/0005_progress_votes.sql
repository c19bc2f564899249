CREATE TABLE "question_progress" (
	"user_id" text NOT NULL,
	"game" text NOT NULL,
	"season" text NOT NULL,
	"language" text NOT NULL,
	"generated_at" text NOT NULL,
	"used_question_ids" integer[] NOT NULL,
	"current_block_number" integer,
	"last_updated" timestamp with time zone NOT NULL,
	CONSTRAINT "question_progress_user_id_game_season_language_pk" PRIMARY KEY("user_id","game","season","language")
);
--> statement-breakpoint
CREATE TABLE "question_votes" (
	"user_id" text NOT NULL,
	"game" text NOT NULL,
	"language" text NOT NULL,
	"question_id" integer NOT NULL,
	"vote" smallint NOT NULL,
	"voted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "question_votes_user_id_game_language_question_id_pk" PRIMARY KEY("user_id","game","language","question_id")
);
--> statement-breakpoint
ALTER TABLE "question_progress" ADD CONSTRAINT "question_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_votes" ADD CONSTRAINT "question_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "question_votes_question" ON "question_votes" USING btree ("game","language","question_id");