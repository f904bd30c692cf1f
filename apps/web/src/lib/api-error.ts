import type { FieldErrors } from '@partnerly/shared';

/** An HTTP answer other than 2xx, carrying the server's DRF-style body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly data: unknown,
    /** A 429's Retry-After: how many seconds the server asks us to wait. */
    readonly retryAfterSeconds?: number,
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
