import type { FieldErrors } from '@partnerly/shared';

/** An HTTP answer other than 2xx, carrying the server's DRF-style body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly data: unknown,
  ) {
    super(`Request failed with status ${status}`);
  }

  /** Field errors of a 400 body, or an empty object when the body has none. */
  get fieldErrors(): FieldErrors {
    if (this.status !== 400 || typeof this.data !== 'object' || this.data === null) return {};
    return Object.fromEntries(
      Object.entries(this.data).filter((entry): entry is [string, string[]] =>
        Array.isArray(entry[1]),
      ),
    );
  }

  /** The `detail` message of the body, when there is one. */
  get detail(): string | undefined {
    const data = this.data as { detail?: unknown } | null;
    return typeof data?.detail === 'string' ? data.detail : undefined;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/** Calls the API on the same origin and returns its parsed JSON body. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(path, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  const text = await response.text();
  const data: unknown = text ? safeJson(text) : null;
  if (!response.ok) throw new ApiError(response.status, data);
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
