import type { QueryFunction } from '@tanstack/react-query';
import type { ErrorBody } from '@shared/contracts/errors';

/**
 * A non-OK answer. `message` follows SPEC §8 ("{status}: {body text}"); `serverMessage` is the
 * API's own sentence for people, and `fields` its per-field messages for forms.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly serverMessage: string,
    readonly code?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The API's error body, when the text is one (checked by hand: zod stays out of the first chunk). */
function parseErrorBody(text: string): ErrorBody | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return undefined;
    const { message, code, fields } = value as Record<string, unknown>;
    if (typeof message !== 'string' || typeof code !== 'string') return undefined;
    const body: ErrorBody = { message, code };
    if (fields && typeof fields === 'object') body.fields = fields as Record<string, string>;
    return body;
  } catch {
    return undefined;
  }
}

export async function throwIfNotOk(response: Response) {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  const body = parseErrorBody(text);
  throw new ApiError(
    response.status,
    `${response.status}: ${text}`,
    body?.message ?? text,
    body?.code,
    body?.fields,
  );
}

/** Sends a request with cookies; a body goes as JSON. Throws ApiError for a non-OK answer. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const response = await fetch(url, {
    method,
    headers: data === undefined ? {} : { 'content-type': 'application/json' },
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: 'include',
  });
  await throwIfNotOk(response);
  return response;
}

/** GET with cookies, as JSON; for queries that build their own URL (pages, filters). */
export async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, { credentials: 'include', signal });
  await throwIfNotOk(response);
  return (await response.json()) as T;
}

/** The text to show a person for any error (the server's sentence when there is one). */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage || fallback;
  return fallback;
}

/**
 * The default query function (SPEC §7): the query key's parts joined with "/" make the URL.
 * With `on401: 'returnNull'` an unauthorised answer means "nobody" rather than an error.
 */
export function getQueryFn<T>({ on401 }: { on401: 'returnNull' | 'throw' }): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    const response = await fetch(queryKey.join('/'), { credentials: 'include', signal });
    if (on401 === 'returnNull' && response.status === 401) return null as T;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}
