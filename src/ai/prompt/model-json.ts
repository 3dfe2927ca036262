/**
 * A model's reply read as one JSON object. Small models wrap, cut or invent their JSON, so anything
 * that is not an object is null and the caller keeps its own deterministic text.
 */
export function jsonObject(json: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(json)
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null
  } catch {
    return null
  }
}
