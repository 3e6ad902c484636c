// The full Drizzle schema: one file per table group under tables/, gathered here for the client
// and for drizzle-kit. Add a table group by exporting it below.
export * from "./tables/contact-messages.ts";
export * from "./tables/auth.ts";
// The credit ledger and analyses tables (analysis flow) are exported here by billing because
// purchases credit the ledger; the migration that creates them is 0002_billing.
export * from "./tables/credits.ts";
export * from "./tables/analyses.ts";
export * from "./tables/billing.ts";
export * from "./tables/referrals.ts";
export * from "./tables/preview-runs.ts";
export * from "./tables/source-cache.ts";
export * from "./tables/analysis-conversations.ts";
export * from "./tables/abuse-guards.ts";
export * from "./tables/report-shares.ts";
export * from "./tables/oauth.ts";
export * from "./tables/idea-watches.ts";
export * from "./tables/comparisons.ts";
export * from "./tables/integrity-checks.ts";
export * from "./tables/integrity-snapshots.ts";
