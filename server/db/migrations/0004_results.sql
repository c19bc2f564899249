CREATE TABLE "results" (
	"user_id" text NOT NULL,
	"id" text NOT NULL,
	"winner" text NOT NULL,
	"type" text NOT NULL,
	"timestamp" bigint NOT NULL,
	"spinner_name" text NOT NULL,
	"game_type" text,
	"outcome" text,
	CONSTRAINT "results_user_id_id_pk" PRIMARY KEY("user_id","id")
);
--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "results_user_time" ON "results" USING btree ("user_id","timestamp");