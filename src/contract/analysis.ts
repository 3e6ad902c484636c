import { z } from "./zod.ts";
import { plainText } from "./plain-text.ts";
import { LIMITS } from "./site.ts";
import { storedReportSchema } from "./stored-report.ts";
import { CONFIDENCE_LEVELS } from "./verdict.ts";
import { reportChangesSchema } from "./report-changes.ts";

/** Spec sections 5 and 8: the idea is non-empty after trimming and at most 500 characters. */
export const IDEA_REQUIRED_MESSAGE = "Please describe your idea";
export const IDEA_REQUIRED_DASHBOARD_MESSAGE = "Please enter your startup idea";
export const IDEA_TOO_LONG_MESSAGE = `Please keep your idea to ${LIMITS.ideaMaxLength} characters or fewer`;

export const ideaSchema = plainText(
  z
    .string(IDEA_REQUIRED_MESSAGE)
    .trim()
    .min(1, IDEA_REQUIRED_MESSAGE)
    .max(LIMITS.ideaMaxLength, IDEA_TOO_LONG_MESSAGE),
  "multi-line",
);

export const RERUN_NOT_FOUND_MESSAGE = "That report no longer exists, so it cannot be run again.";
export const RERUN_NOT_FINISHED_MESSAGE =
  "Only a finished report can be run again: wait for this one to finish, or start a new analysis.";

export const startAnalysisBodySchema = z.object({
  idea: ideaSchema,
  /** "Run again": the finished analysis this one repeats, whose report it is compared with. */
  rerunOf: z.uuid(RERUN_NOT_FOUND_MESSAGE).optional(),
});
export type StartAnalysisBody = z.infer<typeof startAnalysisBodySchema>;

// Kept in a zod-free module so the landing page can show them without loading zod.
export {
  ANALYSIS_COMPLETE_MESSAGE,
  ANALYSIS_FAILED_MESSAGE,
  ANALYSIS_FAILED_TITLE,
  NO_EVIDENCE_FOUND_MESSAGE,
  NO_SOURCES_ANSWERED_MESSAGE,
  PREVIEW_COMPLETE_MESSAGE,
  PREVIEW_RATE_LIMIT_MESSAGE,
} from "./analysis-messages.ts";

/** The three lines the spec shows while an analysis runs, in order. */
export const PROGRESS_STEPS = [
  { id: "competitors", label: "Researching competitors" },
  { id: "gaps", label: "Finding market gaps" },
  { id: "insights", label: "Generating insights" },
] as const;
export type ProgressStepId = (typeof PROGRESS_STEPS)[number]["id"];

export const analysisProgressSchema = z.object({
  steps: z.array(
    z.object({
      id: z.enum(["competitors", "gaps", "insights"]),
      label: z.string(),
      status: z.enum(["pending", "active", "done"]),
    }),
  ),
  sources: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      status: z.enum(["pending", "ok", "failed", "skipped"]),
      count: z.number().int().min(0),
      message: z.string().optional(),
    }),
  ),
  /** Competitors as soon as they are known, before the report is complete. */
  competitors: z.array(z.object({ name: z.string(), link: z.string().nullable() })),
});
export type AnalysisProgress = z.infer<typeof analysisProgressSchema>;

export const ANALYSIS_STATUSES = ["queued", "running", "succeeded", "failed"] as const;
export type AnalysisStatus = (typeof ANALYSIS_STATUSES)[number];

/** Why a failed analysis failed, in words for its owner; null when there is nothing more to say than that it failed. */
const failureMessageSchema = z.string().nullable();

/** What the live page receives on every change, over Server-Sent Events. */
export const analysisSnapshotSchema = z.object({
  id: z.string(),
  status: z.enum(ANALYSIS_STATUSES),
  progress: analysisProgressSchema.nullable(),
  failureMessage: failureMessageSchema,
});
export type AnalysisSnapshot = z.infer<typeof analysisSnapshotSchema>;

export const analysisSummarySchema = z.object({
  id: z.string(),
  ideaText: z.string(),
  status: z.enum(ANALYSIS_STATUSES),
  createdAt: z.string(),
  competitorCount: z.number().int().nullable(),
  /** The run this one repeats ("Run again"), when it still exists. */
  previousRunId: z.string().nullable().default(null),
  /** Run by a watch on its schedule rather than by the founder. */
  watched: z.boolean().default(false),
  /** The verdict's score and confidence; null for a run without a report or a report made before the verdict. */
  verdict: z
    .object({ score: z.number().int().min(0).max(100), confidence: z.enum(CONFIDENCE_LEVELS) })
    .nullable(),
});
export type AnalysisSummary = z.infer<typeof analysisSummarySchema>;

export const analysisListSchema = z.object({
  items: z.array(analysisSummarySchema),
  nextCursor: z.string().nullable(),
});
export type AnalysisList = z.infer<typeof analysisListSchema>;

export const startAnalysisResponseSchema = z.object({ analysisId: z.string() });

/**
 * One analysis as its owner reads it. `results` is the report once the analysis succeeded,
 * older saved shapes already normalised by the server.
 */
export const analysisDetailSchema = z.object({
  id: z.string(),
  ideaText: z.string(),
  status: z.enum(ANALYSIS_STATUSES),
  createdAt: z.string(),
  progress: analysisProgressSchema.nullable(),
  results: storedReportSchema.nullable(),
  failureMessage: failureMessageSchema,
  /** The run this one repeats, if any and still there (absent from a server before runs were linked). */
  previousRun: z.object({ id: z.string(), createdAt: z.string() }).nullable().default(null),
  /** What moved since that run, once both have reports; null otherwise. */
  changes: reportChangesSchema.nullable().default(null),
});
export type AnalysisDetail = z.infer<typeof analysisDetailSchema>;
