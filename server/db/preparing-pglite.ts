import {
  PGlite,
  type PGliteOptions,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite'
import { isRead } from './prepared.ts'
import { DatabaseUse, type Pool, recordUse } from './use.ts'

/** Prepared reads kept at most: the app's reads come in a few dozen shapes. */
const MAX_PREPARED = 500

/**
 * PGlite that plans each read once. PGlite has no named statements in its query API, so every query
 * was planned anew; planning the catalogue's reads cost more than running them (a card list: 1.2 ms
 * against 0.5 ms once prepared; docs/measurements.md). A read is prepared with SQL's PREPARE on its
 * first use and then run with EXECUTE, its values written as string literals: the same text form
 * the wire protocol sends, which PostgreSQL reads with each parameter's own type. A read that cannot
 * be prepared, or a value that is not plain text, a number or a boolean, goes through as before.
 */
export class PreparingPGlite extends PGlite {
  readonly #prepared = new Map<string, Promise<string | undefined>>()
  /** Its one connection, counted for the metrics (use.ts): what is under way waits for it in turn. */
  readonly #use = new DatabaseUse('pglite', [{ name: 'embedded', size: 1 }])
  readonly #connection: Pool = this.#use.pools[0]!

  constructor(dataDir?: string, options?: PGliteOptions) {
    super(dataDir, options)
    recordUse(this, this.#use)
  }

  override query<T>(query: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.#use.track(this.#connection, this.#query<T>(query, params, options))
  }

  // A transaction holds the connection throughout: counted as under way, not timed as one query.
  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.#use.track(this.#connection, super.transaction(callback), false)
  }

  async #query<T>(query: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const values = params.length > 0 && isRead(query) ? literalsOf(params) : undefined
    const name = values && (await this.#statementOf(query))
    if (!name) return super.query<T>(query, params, options)
    return super.query<T>(`execute ${name}(${values.join(', ')})`, [], options)
  }

  #statementOf(query: string): Promise<string | undefined> {
    let statement = this.#prepared.get(query)
    if (!statement) {
      if (this.#prepared.size >= MAX_PREPARED) return Promise.resolve(undefined)
      const name = `read${this.#prepared.size + 1}`
      statement = super.exec(`prepare ${name} as ${query}`).then(
        () => name,
        () => undefined,
      )
      this.#prepared.set(query, statement)
    }
    return statement
  }
}

/**
 * Values as SQL literals of unknown type, or undefined when one is not plain. An escape string
 * (E'…') reads the same whatever standard_conforming_strings says: backslashes and quotes are doubled.
 */
export function literalsOf(params: unknown[]): string[] | undefined {
  const literals: string[] = []
  for (const value of params) {
    if (value === null || value === undefined) literals.push('null')
    else if (typeof value === 'boolean') literals.push(value ? "'t'" : "'f'")
    else if ((typeof value === 'number' && Number.isFinite(value)) || typeof value === 'bigint')
      literals.push(`'${value}'`)
    else if (typeof value === 'string' && !value.includes('\0'))
      literals.push(`E'${value.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`)
    else return undefined
  }
  return literals
}
