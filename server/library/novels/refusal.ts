/** Why a book, or one chapter file of it, is not imported; the importer reports it and goes on. */
export type BookRefusalReason =
  | 'corrupt-archive'
  | 'unsafe-entry-name'
  | 'zip-bomb'
  | 'no-package'
  | 'no-chapter'
  | 'unknown-encoding'
  | 'too-large'

export class BookRefusal extends Error {
  readonly reason: BookRefusalReason

  constructor(reason: BookRefusalReason, message: string) {
    super(message)
    this.name = 'BookRefusal'
    this.reason = reason
  }
}
