/**
 * Text that may come from storage (a save's error, a record's field), cut to what a status line can show: a damaged
 * or hostile record must not put megabytes into the page (issue 19).
 */
export function bounded(text: string | null | undefined, max = 240): string {
  if (!text) return ''
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}
