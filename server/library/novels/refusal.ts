import { Refusal } from '../refusal.ts'

/** Why a book, or one chapter file of it, is not imported; the importer reports it and goes on. */
export type BookRefusalReason =
  | 'corrupt-archive'
  | 'unsafe-entry-name'
  | 'zip-bomb'
  | 'no-package'
  | 'no-chapter'
  | 'unknown-encoding'
  | 'too-large'

/** A library refusal (the importer reports its message) that also names its kind, for the tests and the log. */
export class BookRefusal extends Refusal {
  override name = 'BookRefusal'
  readonly reason: BookRefusalReason

  constructor(reason: BookRefusalReason, message: string) {
    super(message)
    this.reason = reason
  }
}
