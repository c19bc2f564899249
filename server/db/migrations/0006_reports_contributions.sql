CREATE TABLE "contributions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"game_type" text NOT NULL,
	"language" text NOT NULL,
	"content" text NOT NULL,
	"options" text[] NOT NULL,
	"answer" text,
	"fun_fact" text,
	"category" text NOT NULL,
	"difficulty" text NOT NULL,
	"status" text NOT NULL,
	"review_reason" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"question_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_reports" (
	"report_id" text PRIMARY KEY NOT NULL,
	"game_type" text NOT NULL,
	"question_id" text NOT NULL,
	"question_text" text NOT NULL,
	"reason" text NOT NULL,
	"suggestion" text NOT NULL,
	"reporter_id" text,
	"collection_id" text NOT NULL,
	"language" text NOT NULL,
	"question_type" text,
	"status" text NOT NULL,
	"admin_notes" text,
	"reviewer_id" text,
	"reviewer_email" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contributions" ADD CONSTRAINT "contributions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_reports" ADD CONSTRAINT "question_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contributions_user" ON "contributions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "contributions_status" ON "contributions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "question_reports_reporter" ON "question_reports" USING btree ("reporter_id","created_at");--> statement-breakpoint
CREATE INDEX "question_reports_status" ON "question_reports" USING btree ("status","created_at");