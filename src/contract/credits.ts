import { z } from "./zod.ts";

export const creditSummarySchema = z.object({
  remaining: z.number().int().min(0),
  /** When the first remaining report expires (ISO); null when none remain. */
  expiresAt: z.string().nullable(),
  /** When the first remaining paid or earned report expires (ISO); null when none remain. */
  paidExpiresAt: z.string().nullable(),
  /** The 1st of next month, UTC: when the free report comes back. */
  freeReportResetsOn: z.string(),
  /** Derived: Professional while paid or earned reports remain, else Free. */
  plan: z.enum(["free", "professional"]),
  /** True when a paid or earned report expires within EXPIRY_WARNING_DAYS (the free one never warns). */
  expiringSoon: z.boolean(),
  /** Why this month's free report is not in `remaining`: null when it is (or was used). */
  freeReportBlocked: z.enum(["verify_email", "already_used"]).nullable(),
});

export type CreditSummary = z.infer<typeof creditSummarySchema>;

/** The free report needs a confirmed e-mail address (ADR 0013): said on the dashboard and on start. */
export const FREE_REPORT_VERIFY_EMAIL_MESSAGE =
  "Confirm your e-mail address to get your free report: open the link we sent you, or send a new one.";
export const FREE_REPORT_ALREADY_USED_MESSAGE =
  "This e-mail address has already had this month's free report.";

/** Spec section 9: 'Buy More' under 10 reports; the expiry warning within 30 days. */
export const BUY_MORE_BELOW = 10;
export const EXPIRY_WARNING_DAYS = 30;
