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

  constructor(message: string, kind?: RefusalKind) {
    super(message)
    this.kind = kind
  }
}

export const reasonOf = (error: unknown) =>
  error instanceof Refusal ? error.message : `unreadable: ${(error as Error)?.message ?? String(error)}`

/**
 * A name the file system gave in another encoding than UTF-8 (Node shows its bad bytes as U+FFFD):
 * such a file cannot be opened by its name, nor named on the site.
 */
export const isMisencoded = (name: string) => name.includes('\uFFFD')
export const MISENCODED = 'its name is not in UTF-8 (an unexpected encoding): rename it'
