/**
 * The request helper: every call sends the session cookie, a body is JSON, and
 * any non-2xx answer becomes an `ApiError` whose message is "<status>: <body text or status text>".
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The `message` of the JSON error body (decision 004), when the server sent one. */
  readonly serverMessage: string | undefined;
  /** The `code` of the JSON error body: the catalogued message the client translates. */
  readonly code: string | undefined;
  /** The `field` of the JSON error body: the input the server refused, when it named one. */
  readonly field: string | undefined;
  readonly bodyText: string;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.status = status;
    this.bodyText = bodyText;
    const body = parseJsonObject(bodyText);
    this.serverMessage = typeof body?.message === 'string' ? body.message : undefined;
    this.code = typeof body?.code === 'string' ? body.code : undefined;
    this.field = typeof body?.field === 'string' ? body.field : undefined;
  }
}

function parseJsonObject(text: string): Record<string, unknown> | undefined {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const bodyText = (await res.text().catch(() => '')).trim();
  throw new ApiError(res.status, res.statusText, bodyText);
}

/** Sends a request and returns the raw response once it is known to be successful. */
export async function apiRequest(method: HttpMethod, url: string, body?: unknown): Promise<Response> {
  const init: RequestInit = { method, credentials: 'include', headers: { Accept: 'application/json' } };
  if (body !== undefined) {
    init.headers = { Accept: 'application/json', 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const res = await fetch(url, init);
  await throwIfNotOk(res);
  return res;
}

/** Reads a successful response as JSON; an empty body reads as null. */
export async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  return text ? (JSON.parse(text) as unknown) : null;
}

/** `apiRequest` followed by `readJson`. */
export async function apiJson(method: HttpMethod, url: string, body?: unknown): Promise<unknown> {
  return readJson(await apiRequest(method, url, body));
}
