import { ADMIN_PAGE_SIZE } from '../../src/contract/limits.ts'
import { pageOf } from '../http/envelope.ts'

/** One page of rows, asked for one more than a page to know whether another follows. */
export const pageWindow = (page: number) => ({
  limit: ADMIN_PAGE_SIZE + 1,
  offset: (page - 1) * ADMIN_PAGE_SIZE,
})
export const sliced = <T, X extends object = object>(rows: T[], page: number, extra?: X) =>
  pageOf(rows.slice(0, ADMIN_PAGE_SIZE), page, rows.length > ADMIN_PAGE_SIZE, extra)

/** Escapes LIKE's wildcards, so `q` is matched as the text typed. */
export const containing = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
