import { APIErrorCode, isNotionClientError } from "@notionhq/client";
import { NOTION_MESSAGES } from "../../../../contract/integrations.ts";
import { AppError } from "../../../app-error.ts";

/**
 * Notion refused the token itself (401): revoked in Notion, or the integration removed. A 403
 * (restricted_resource) is not that: the token works but may not do this one thing.
 */
export function isRevokedToken(error: unknown): boolean {
  return isNotionClientError(error) && error.code === APIErrorCode.Unauthorized;
}

/**
 * A Notion failure in the plain words of issue 15. Rate limits reach here only after the
 * client's retries (honouring Retry-After) ran out. The original error rides along as the
 * cause, for the log, never for the user.
 */
export function toNotionAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (isRevokedToken(error))
    return new AppError("integration_revoked", NOTION_MESSAGES.revoked, { cause: error });
  if (isNotionClientError(error) && error.code === APIErrorCode.RestrictedResource)
    return new AppError("conflict", NOTION_MESSAGES.restricted, { cause: error });
  if (isNotionClientError(error) && error.code === APIErrorCode.ObjectNotFound)
    return new AppError("conflict", NOTION_MESSAGES.pageNotShared, { cause: error });
  if (isNotionClientError(error) && error.code === APIErrorCode.RateLimited)
    return new AppError("upstream_failed", NOTION_MESSAGES.rateLimited, { cause: error });
  return new AppError("upstream_failed", NOTION_MESSAGES.failed, { cause: error });
}
