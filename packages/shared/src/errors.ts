/** A DRF-style error body: field name -> messages, or `detail` / `non_field_errors`. */
export type FieldErrors = Record<string, string[]>;

export interface DetailError {
  detail: string;
}
