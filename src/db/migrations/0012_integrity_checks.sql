CREATE TABLE "integrity_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"analysis_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"target" text NOT NULL,
	"platform" text NOT NULL,
	"outcome" text NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "integrity_checks" ADD CONSTRAINT "integrity_checks_analysis_id_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "integrity_checks_analysis_idx" ON "integrity_checks" USING btree ("analysis_id","target","checked_at");--> statement-breakpoint
CREATE INDEX "integrity_checks_checked_idx" ON "integrity_checks" USING btree ("checked_at");