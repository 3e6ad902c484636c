import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { z } from "zod";
import { AppError } from "../app-error.ts";

/**
 * zod validation for a request part. A failure becomes a 400 whose message is the first
 * issue's (the spec's toasts show exactly that) and whose `fields` name every bad field.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (result.success) return;
    const fields: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.join(".") || "_";
      fields[key] ??= issue.message;
    }
    const first = result.error.issues[0]?.message ?? "Invalid request";
    throw new AppError("validation_failed", first, { fields });
  });
}
