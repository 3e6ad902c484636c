import type { Warning } from "../../contract/report.ts";

export type SourceErrorCode = Extract<
  Warning["code"],
  "timeout" | "rate-limited" | "failed" | "malformed-response" | "not-configured"
>;

/** A failure of one upstream call, classified so the warning can say what happened. */
export class SourceError extends Error {
  override name = "SourceError";
  readonly code: SourceErrorCode;
  readonly status: number | null;
  constructor(code: SourceErrorCode, message: string, status: number | null = null) {
    super(message);
    this.code = code;
    this.status = status;
  }
}
