import type { PgSelect } from 'drizzle-orm/pg-core'
import { ADMIN_PAGE_SIZE } from '../../src/contract/limits.ts'
import { pageOf } from '../http/envelope.ts'

/** A query's rows for one page, and one more than a page to know whether another follows. */
export const pageRows = <Q extends PgSelect>(query: Q, page: number) =>
  query.limit(ADMIN_PAGE_SIZE + 1).offset((page - 1) * ADMIN_PAGE_SIZE)
export const sliced = <T, X extends object = object>(rows: T[], page: number, extra?: X) =>
  pageOf(rows.slice(0, ADMIN_PAGE_SIZE), page, rows.length > ADMIN_PAGE_SIZE, extra)

/** Escapes LIKE's wildcards, so `q` is matched as the text typed. */
export const containing = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
