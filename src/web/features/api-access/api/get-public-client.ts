import { useQuery } from "@tanstack/react-query";
import { z } from "../../../../contract/zod.ts";
import { ApiError, apiFetch } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** The fields of better-auth's public client answer the consent page reads (all client-chosen). */
const publicClientSchema = z.object({
  client_id: z.string(),
  client_name: z.string().nullish(),
  logo_uri: z.string().nullish(),
});

export interface PublicClient {
  clientId: string;
  /** As the client named itself: untrusted text. */
  name: string | null;
  /** Its logo, only when it is an https address; never anything else is loaded. */
  logoUrl: string | null;
}

function httpsOnly(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

/** GET /api/auth/oauth2/public-client (better-auth's OAuth provider; needs the session). */
export async function getPublicClient(clientId: string): Promise<PublicClient> {
  const body = publicClientSchema.parse(
    await apiFetch(`/api/auth/oauth2/public-client?client_id=${encodeURIComponent(clientId)}`),
  );
  return {
    clientId: body.client_id,
    name: body.client_name ?? null,
    logoUrl: httpsOnly(body.logo_uri),
  };
}

/** A refusal (unknown client, signed out) is an answer, not a hiccup: only others are retried. */
function retryOnce(failures: number, error: unknown): boolean {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return failures < 1 && !refused;
}

export function usePublicClient(clientId: string | null) {
  return useQuery({
    queryKey: queryKeys.oauthClient(clientId ?? ""),
    queryFn: () => getPublicClient(clientId ?? ""),
    enabled: clientId !== null,
    retry: retryOnce,
  });
}
