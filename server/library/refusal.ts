/**
 * A file the library cannot take, with the reason the import report shows. Thrown by the readers,
 * caught per file by the importer, so one bad file never stops the rest.
 */
export class Refusal extends Error {
  override name = 'Refusal'
}

export const reasonOf = (error: unknown) =>
  error instanceof Refusal ? error.message : `unreadable: ${(error as Error)?.message ?? String(error)}`
