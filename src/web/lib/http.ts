/**
 * The one place the UI talks HTTP: 15 s time-out, JSON, and the API's error shape. A successful
 * GET records when its answer was made (lib/data-age), for the offline notice.
 */
import { recordAnswer } from './data-age';

export const REQUEST_TIMEOUT_MS = 15_000;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
  /** True when the request never got an answer (offline, refused, timed out). */
  get isNetwork(): boolean {
    return this.status === 0;
  }
}

/** A photo of up to 15 MB from a phone on a slow connection takes longer than JSON. */
export const UPLOAD_TIMEOUT_MS = 120_000;

/** JSON bodies are encoded; a FormData body is sent as a form (the browser writes its type). */
export async function request<T>(
  method: string,
  url: string,
  body?: unknown,
  timeoutMs = REQUEST_TIMEOUT_MS,
  /** Sent along with the usual ones (the outbox names the player a write belongs to). */
  extraHeaders: Record<string, string> = {},
): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const form = body instanceof FormData;
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: {
        ...(body === undefined || form
          ? { accept: 'application/json' }
          : { 'content-type': 'application/json', accept: 'application/json' }),
        ...extraHeaders,
      },
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
      signal: controller.signal,
    });
  } catch (err) {
    const timedOut = (err as Error).name === 'AbortError';
    throw new HttpError(
      0,
      timedOut ? 'timeout' : 'network',
      timedOut ? 'Request time out' : 'Network error. Please check your connection and try again',
    );
  } finally {
    clearTimeout(timer);
  }
  if (method === 'GET' && res.ok) recordAnswer(url, res.headers.get('date'));
  if (res.status === 204) return undefined as T;
  const data: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const e = (
      data as {
        error?: { code?: string; message?: string; fields?: Record<string, string> };
      } | null
    )?.error;
    throw new HttpError(
      res.status,
      e?.code ?? 'http_' + res.status,
      e?.message ?? res.statusText,
      e?.fields,
    );
  }
  return data as T;
}
