/** The date part (YYYY-MM-DD) of an ISO timestamp, or "---" when there is none. */
export function datePart(value: string | null | undefined): string {
  return value ? value.slice(0, 10) : '---';
}
