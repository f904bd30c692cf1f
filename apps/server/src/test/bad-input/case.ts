/** A one-line value with a NUL byte: every text field must refuse it with 400. */
export const NUL = 'a\u0000b';

export const tinyPngDataUrl =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

export type Who = 'visitor' | 'paid' | 'admin';

/** One request with a bad value in one field, and where its 400 must name it. */
export interface Case {
  name: string;
  who: Who;
  method: 'POST' | 'PUT' | 'GET';
  url: string;
  payload?: Record<string, unknown>;
  /** The field whose 400 names the control character. */
  field: string;
  /** When an older rule of the field already refuses it, that rule's message. */
  message?: string;
}
