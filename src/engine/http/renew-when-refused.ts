import { SourceError } from "./source-error.ts";

/**
 * Runs a request with a stored credential (a token, a session) shared across reports; when the
 * service no longer accepts it (401), it is forgotten and the request runs once more with a new one.
 */
export async function renewWhenRefused<Credential, T>(
  current: () => Credential,
  forget: (credential: Credential) => void,
  attempt: (credential: Credential) => Promise<T>,
): Promise<T> {
  const credential = current();
  try {
    return await attempt(credential);
  } catch (error) {
    if (!(error instanceof SourceError) || error.status !== 401) throw error;
    forget(credential);
    return attempt(current());
  }
}
