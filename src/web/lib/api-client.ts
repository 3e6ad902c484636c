import { apiErrorBodySchema, type ApiErrorCode } from "../../contract/api-error.ts";

/** An API call that failed: the server's error code and its human message. */
export class ApiError extends Error {
  override name = "ApiError";
  readonly status: number;
  readonly code: ApiErrorCode | "network_error";
  readonly fields?: Record<string, string>;

  constructor(
    status: number,
    code: ApiErrorCode | "network_error",
    message: string,
    fields?: Record<string, string>,
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

/** JSON over fetch with the API's one error shape turned into ApiError. */
export async function apiFetch<T>(
  path: string,
  init: RequestInit & { json?: unknown } = {},
): Promise<T> {
  const { json, headers, ...rest } = init;
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: "same-origin",
      ...rest,
      headers: {
        Accept: "application/json",
        ...(json === undefined ? {} : { "Content-Type": "application/json" }),
        ...headers,
      },
      body: json === undefined ? rest.body : JSON.stringify(json),
    });
  } catch {
    throw new ApiError(0, "network_error", "Network error. Please check your connection.");
  }
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = apiErrorBodySchema.safeParse(body);
    if (parsed.success) {
      const { code, message, fields } = parsed.data.error;
      throw new ApiError(response.status, code, message, fields);
    }
    throw new ApiError(response.status, "internal_error", `Request failed (${response.status})`);
  }
  return body as T;
}
