/** Joins class names, skipping falsy parts, so variants read as plain conditionals. */
export function cx(...parts: (string | false | null | undefined)[]): string {
  return parts.filter(Boolean).join(' ')
}
