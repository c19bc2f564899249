CREATE TABLE "spinners" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"participants" jsonb NOT NULL,
	"style" text NOT NULL,
	"language" text NOT NULL,
	"theme" text NOT NULL,
	"sound" boolean NOT NULL,
	"spin_time" integer NOT NULL,
	"settings" jsonb NOT NULL,
	"is_active" boolean NOT NULL,
	"is_shared" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_accessed" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "spinners" ADD CONSTRAINT "spinners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "spinners_user_id" ON "spinners" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "spinners_expires_at" ON "spinners" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "spinners_user_name" ON "spinners" USING btree ("user_id",lower("name"));