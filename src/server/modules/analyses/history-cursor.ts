import { z } from "zod";
import { AppError } from "../../app-error.ts";

/** Where a history page ends: the last row's creation time and id (ties broken by id). */
export interface HistoryCursor {
  createdAt: Date;
  id: string;
}

const cursorIdSchema = z.guid();

export function encodeHistoryCursor(row: HistoryCursor): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString("base64url");
}

/**
 * Anything but a cursor this server made is refused here: an id that is not a uuid or a date
 * PostgreSQL cannot hold would otherwise fail the query (a 500), not the request.
 */
export function decodeHistoryCursor(cursor: string): HistoryCursor {
  const [iso, id, ...rest] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const createdAt = new Date(iso ?? "");
  const year = createdAt.getUTCFullYear();
  const parsedId = cursorIdSchema.safeParse(id);
  if (rest.length > 0 || !parsedId.success || !(year >= 1 && year <= 9999)) {
    throw new AppError("bad_request", "Invalid page cursor.");
  }
  return { createdAt, id: parsedId.data };
}
