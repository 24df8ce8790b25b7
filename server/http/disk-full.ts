import type { FastifyRequest } from 'fastify'
import { HttpError } from './errors.ts'
import { localized, messages } from './messages.ts'

/**
 * What says the disk (or the server's quota on it) is full, nothing can be written until space is
 * made: the kernel's ENOSPC and EDQUOT, and PostgreSQL's disk_full (53100), whose files are on a disk
 * too. Drizzle wraps a query's error, so its causes are read as well.
 */
const FULL = new Set(['ENOSPC', 'EDQUOT', '53100'])

export function isDiskFull(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 4; depth++) {
    if (FULL.has(String((cause as { code?: unknown }).code))) return true
    cause = (cause as { cause?: unknown }).cause
  }
  return false
}

/** A write the full disk refused: 507 with the envelope, in the language of the called address. */
export const diskFull = (request: FastifyRequest) => new HttpError(507, localized(request, messages.diskFull))
