CREATE TABLE "report_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"analysis_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"token_cipher" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notion_workspace_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notion_workspace_icon" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notion_bot_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notion_refresh_token" text;--> statement-breakpoint
ALTER TABLE "report_shares" ADD CONSTRAINT "report_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_shares" ADD CONSTRAINT "report_shares_analysis_id_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "report_shares_token_hash_unique" ON "report_shares" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "report_shares_user_idx" ON "report_shares" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "report_shares_active_unique" ON "report_shares" USING btree ("analysis_id") WHERE revoked_at is null;