-- Issue 26 (ADR 0026): ideas watched on a schedule (idea_watches; each watched run marks its
-- watch and period on analyses, unique per watch and period) and comparisons of 2-4 reports with
-- their share links and chat.
CREATE TABLE "idea_watches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"started_from_analysis_id" uuid NOT NULL,
	"analysis_id" uuid NOT NULL,
	"idea_text" text NOT NULL,
	"cadence" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"paused_reason" text,
	"next_run_at" timestamp with time zone NOT NULL,
	"last_run_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comparison_conversations" (
	"comparison_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"messages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"messages_count" integer DEFAULT 0 NOT NULL,
	"input_tokens" integer DEFAULT 0 NOT NULL,
	"output_tokens" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comparison_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"comparison_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"token_cipher" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "comparisons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"analysis_ids" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analyses" ADD COLUMN "watch_id" uuid;--> statement-breakpoint
ALTER TABLE "analyses" ADD COLUMN "watch_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "analyses" ADD COLUMN "watch_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "idea_watches" ADD CONSTRAINT "idea_watches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_watches" ADD CONSTRAINT "idea_watches_started_from_analysis_id_analyses_id_fk" FOREIGN KEY ("started_from_analysis_id") REFERENCES "public"."analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_watches" ADD CONSTRAINT "idea_watches_analysis_id_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comparison_conversations" ADD CONSTRAINT "comparison_conversations_comparison_id_comparisons_id_fk" FOREIGN KEY ("comparison_id") REFERENCES "public"."comparisons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comparison_conversations" ADD CONSTRAINT "comparison_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comparison_shares" ADD CONSTRAINT "comparison_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comparison_shares" ADD CONSTRAINT "comparison_shares_comparison_id_comparisons_id_fk" FOREIGN KEY ("comparison_id") REFERENCES "public"."comparisons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comparisons" ADD CONSTRAINT "comparisons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idea_watches_user_idx" ON "idea_watches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "idea_watches_started_from_unique" ON "idea_watches" USING btree ("started_from_analysis_id");--> statement-breakpoint
CREATE INDEX "idea_watches_due_idx" ON "idea_watches" USING btree ("next_run_at") WHERE status = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "comparison_shares_token_hash_unique" ON "comparison_shares" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "comparison_shares_active_unique" ON "comparison_shares" USING btree ("comparison_id") WHERE revoked_at is null;--> statement-breakpoint
CREATE INDEX "comparisons_user_idx" ON "comparisons" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "analyses" ADD CONSTRAINT "analyses_watch_id_idea_watches_id_fk" FOREIGN KEY ("watch_id") REFERENCES "public"."idea_watches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "analyses_watch_period_unique" ON "analyses" USING btree ("watch_id","watch_due_at");--> statement-breakpoint
CREATE INDEX "analyses_watch_unmailed_idx" ON "analyses" USING btree ("finished_at") WHERE watch_id is not null and watch_mailed_at is null;