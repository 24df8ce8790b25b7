/**
 * A value of the audit log as one short line: text as it is, a list joined, an object as
 * `name: value` pairs. Nothing is read as HTML; React writes the line as text.
 */
export function auditValue(value: unknown): string {
  if (value === null || value === undefined) return '—'
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(auditValue).join(', ')
  if (typeof value === 'object') {
    const pairs = Object.entries(value as Record<string, unknown>)
    return pairs.length === 0 ? '—' : pairs.map(([name, inner]) => `${name}: ${auditValue(inner)}`).join('; ')
  }
  return String(value)
}
