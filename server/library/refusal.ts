/** What kind of fault a refusal names, where the importer or a test needs more than its words. */
export type RefusalKind =
  | 'corrupt-archive'
  | 'unsafe-entry-name'
  | 'zip-bomb'
  | 'no-package'
  | 'no-chapter'
  | 'unknown-encoding'
  | 'too-large'
  | 'symbolic-link'
  | 'too-slow'

/**
 * A file the library cannot take, with the reason the import report shows. Thrown by the readers,
 * caught per file by the importer, so one bad file never stops the rest.
 */
export class Refusal extends Error {
  override name = 'Refusal'
  readonly kind: RefusalKind | undefined
  /** What the operator's log gives beside the reason: a library's own words, never the report's. */
  readonly details: string | undefined

  constructor(message: string, kind?: RefusalKind, details?: string) {
    super(message)
    this.kind = kind
    this.details = details
  }
}

/** The longest reason a line of the report gives; the whole of a longer one is in the server's log. */
export const REASON_CHARS = 200

const SEE_LOG = 'the server’s log has the details'

/** Short reasons for what is not the file's fault, by the system's or the database's error code. */
const reasonByCode: Record<string, string> = {
  ENOENT: 'it went away while the library was read',
  EACCES: 'the server may not read it (permission denied)',
  EPERM: 'the server may not read it (permission denied)',
  ENOSPC: 'the media store’s disk is full',
  EDQUOT: 'the media store’s disk is full',
  EIO: 'the disk could not read it',
}

/**
 * The report's reason for an error: a refusal's own words; for anything else a short reason in the
 * product's words, never a library's message, a statement sent to the database or the file's bytes
 * (those go to the server's log, detailsOf).
 */
export function reasonOf(error: unknown): string {
  if (error instanceof Refusal) return error.message
  const code = (error as { code?: unknown })?.code
  if (typeof code === 'string' && code in reasonByCode) return reasonByCode[code]!
  // Database errors carry their SQLSTATE (five characters), drizzle's wrap it as their cause.
  const cause = (error as { cause?: { code?: unknown } })?.cause?.code
  const state = [code, cause].find((c) => typeof c === 'string' && /^[0-9A-Z]{5}$/.test(c))
  if (state) return `could not be saved: a database error (${SEE_LOG})`
  return `could not be read: an unexpected error (${SEE_LOG})`
}

/** What the server's log gives about an error beside its reason in the report, if anything. */
export function detailsOf(error: unknown): string | undefined {
  if (error instanceof Refusal) return error.details
  return (error as Error)?.stack ?? String(error)
}

/**
 * A name the file system gave in another encoding than UTF-8 (Node shows its bad bytes as U+FFFD):
 * such a file cannot be opened by its name, nor named on the site.
 */
export const isMisencoded = (name: string) => name.includes('\uFFFD')
export const MISENCODED = 'its name is not in UTF-8 (an unexpected encoding): rename it'
