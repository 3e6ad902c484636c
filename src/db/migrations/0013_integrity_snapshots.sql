CREATE TABLE "integrity_snapshots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"figures" jsonb NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "integrity_snapshots_computed_idx" ON "integrity_snapshots" USING btree ("computed_at");