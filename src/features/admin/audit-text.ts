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

/** One field of an entry's value, when it is an object. */
export const field = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined

/** A name or title as an entry's values kept it: text, or `{ vi, en }` read in `language`. */
function nameIn(value: unknown, language: string): string | null {
  if (typeof value === 'string' && value) return value
  const localized = field(value, language)
  return typeof localized === 'string' && localized ? localized : null
}

/**
 * What an entry's own values call the thing it changed, for one gone since (a deleted post, a
 * merged category): its `title` or `name`, or those of what it was merged `from`.
 */
export function keptName(language: string, ...values: unknown[]): string | null {
  for (const value of values) {
    for (const holder of [value, field(value, 'from')]) {
      const name = nameIn(field(holder, 'title'), language) ?? nameIn(field(holder, 'name'), language)
      if (name) return name
    }
  }
  return null
}

/** The file names an upload's entry kept (`file_name`, or `file_names` for a batch), joined. */
export function keptFiles(...values: unknown[]): string | null {
  for (const value of values) {
    const one = field(value, 'file_name')
    if (typeof one === 'string' && one) return one
    const many = field(value, 'file_names')
    if (Array.isArray(many) && many.length > 0) return many.map(String).join(', ')
  }
  return null
}

/** A post type an entry's values kept (a deleted post's row), when the post is gone. */
export function keptPosttype(value: unknown): string | null {
  const posttype = field(value, 'posttype')
  return typeof posttype === 'string' ? posttype : null
}
