import type { FieldValues, Resolver } from "react-hook-form";

/**
 * A react-hook-form resolver whose validation code (zod, its resolver, the schemas) is fetched
 * on first use instead of with the page, so the sign-in page paints and hydrates without about
 * 40 KB of it (ADR 0003). `preload` starts the fetch early, when the visitor first focuses the
 * form, so submitting rarely waits. A failed fetch is retried on the next attempt.
 */
export function lazyResolver<Values extends FieldValues, Output = Values>(
  load: () => Promise<Resolver<Values, unknown, Output>>,
): { resolver: Resolver<Values, unknown, Output>; preload: () => void } {
  let loading: Promise<Resolver<Values, unknown, Output>> | null = null;
  const get = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    preload: () => void get().catch(() => undefined),
  };
}
