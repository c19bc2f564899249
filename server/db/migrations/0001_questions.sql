CREATE TABLE "questions" (
	"game_type" text NOT NULL,
	"question_id" integer NOT NULL,
	"language" text NOT NULL,
	"category" text NOT NULL,
	"difficulty" text NOT NULL,
	"age_rating" text NOT NULL,
	"is_adult" boolean NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"data" jsonb NOT NULL,
	"content_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questions_game_type_question_id_language_pk" PRIMARY KEY("game_type","question_id","language")
);
