import { useMutation } from "@tanstack/react-query";
import { z } from "../../../../contract/zod.ts";
import { apiFetch } from "../../../lib/api-client.ts";

const consentAnswerSchema = z.object({ url: z.string().min(1) });

/**
 * POST /api/auth/oauth2/consent: the user's answer to the signed request `oauthQuery`, with
 * `scope` (space-separated) when they approved fewer scopes than asked (the provider refuses
 * one that was not asked for). The provider answers with the URL to send the browser to (the
 * app's redirect URI, with a code or access_denied). A plain fetch rather than better-auth's
 * client on purpose: that client follows any `{ redirect: true, url }` answer by itself, and the
 * page navigates once, itself.
 */
export async function answerConsent(input: {
  accept: boolean;
  oauthQuery: string;
  scope?: string | undefined;
}) {
  const body = await apiFetch("/api/auth/oauth2/consent", {
    method: "POST",
    json: {
      accept: input.accept,
      ...(input.scope === undefined ? {} : { scope: input.scope }),
      oauth_query: input.oauthQuery,
    },
  });
  return consentAnswerSchema.parse(body).url;
}

export function useAnswerConsent() {
  return useMutation({ mutationFn: answerConsent });
}
