-- "Run again" links a run to the one it repeats, so a report can say what changed since then
-- (ADR 0025). A deleted earlier run leaves the later one standing, unlinked.
ALTER TABLE "analyses" ADD COLUMN "previous_analysis_id" uuid;--> statement-breakpoint
ALTER TABLE "analyses" ADD CONSTRAINT "analyses_previous_analysis_id_analyses_id_fk" FOREIGN KEY ("previous_analysis_id") REFERENCES "public"."analyses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analyses_previous_idx" ON "analyses" USING btree ("previous_analysis_id");