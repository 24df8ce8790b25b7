import type { PGlite, Transaction } from '@electric-sql/pglite'
import type { Sql } from 'postgres'
import type { Db } from '../db/client.ts'

/**
 * The database a backup reads or a restore writes, below Drizzle: COPY, which Drizzle does not
 * speak, moves each table's rows as PostgreSQL's text format, the same bytes from PGlite and from
 * PostgreSQL, so a backup of one restores into the other.
 */
export type Engine = { engine: 'pglite'; pg: PGlite } | { engine: 'postgres'; sql: Sql }

/**
 * The engine under a database the server opened (db/client.ts): Drizzle keeps its client as
 * `$client`, postgres.js's a function (its tagged template), PGlite's an object.
 */
export function engineOf(db: Db): Engine {
  const client = (db as unknown as { $client: unknown }).$client
  return typeof client === 'function'
    ? { engine: 'postgres', sql: client as Sql }
    : { engine: 'pglite', pg: client as PGlite }
}

/** What a backup does inside its snapshot. */
export interface Reading {
  rows<T>(query: string): Promise<T[]>
  /** A query's rows as COPY text, one line a row. */
  copyOut(select: string): Promise<Buffer>
}

/** What a restore does inside its transaction. */
export interface Writing extends Reading {
  exec(statement: string): Promise<void>
  copyIn(target: string, data: Buffer): Promise<void>
}

/**
 * Runs `work` in one read-only snapshot: every table is read as it stood at one moment while the
 * site goes on writing (PostgreSQL: repeatable read; PGlite: its one connection's transaction,
 * which the site's own queries wait behind for as long as the backup reads).
 */
export function inSnapshot<T>(engine: Engine, work: (reading: Reading) => Promise<T>): Promise<T> {
  if (engine.engine === 'pglite') return engine.pg.transaction((tx) => work(pgliteWriting(tx)))
  return engine.sql.begin('isolation level repeatable read read only', (tx) =>
    work(postgresWriting(tx as unknown as Sql)),
  ) as Promise<T>
}

/** Runs `work` in one transaction: a restore lands whole or not at all. */
export function inLoad(engine: Engine, work: (writing: Writing) => Promise<void>): Promise<void> {
  if (engine.engine === 'pglite') return engine.pg.transaction((tx) => work(pgliteWriting(tx)))
  return engine.sql.begin((tx) => work(postgresWriting(tx as unknown as Sql))) as Promise<void>
}

function pgliteWriting(tx: Transaction): Writing {
  return {
    rows: async <T>(query: string) => (await tx.query<T>(query)).rows,
    exec: async (statement) => {
      await tx.exec(statement)
    },
    copyOut: async (select) => {
      const { blob } = await tx.query(`copy (${select}) to '/dev/blob'`)
      return Buffer.from(blob ? await blob.arrayBuffer() : new ArrayBuffer(0))
    },
    copyIn: async (target, data) => {
      await tx.query(`copy ${target} from '/dev/blob'`, [], { blob: new Blob([new Uint8Array(data)]) })
    },
  }
}

function postgresWriting(sql: Sql): Writing {
  return {
    rows: async <T>(query: string) => (await sql.unsafe(query)) as unknown as T[],
    exec: async (statement) => {
      await sql.unsafe(statement)
    },
    copyOut: async (select) => {
      const chunks: Buffer[] = []
      for await (const chunk of await sql.unsafe(`copy (${select}) to stdout`).readable())
        chunks.push(chunk as Buffer)
      return Buffer.concat(chunks)
    },
    copyIn: async (target, data) => {
      const stream = await sql.unsafe(`copy ${target} from stdin`).writable()
      await new Promise<void>((resolve, reject) => {
        stream.on('error', reject)
        stream.end(data, resolve)
      })
    },
  }
}
