import { type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { Language as Lang } from '../../src/contract/languages.ts'
import type { Localized } from '../db/schema.ts'

/** The language segment of the URL; the API prefix hook has already rejected anything else. */
export const langOf = (request: FastifyRequest): Lang => (request.params as { lang: Lang }).lang

/** A translated value in the request's language; Vietnamese fills a gap, since it is the default. */
export function localize<T = string>(value: Localized<T> | null | undefined, lang: Lang): T | undefined {
  if (!value) return undefined
  return value[lang] ?? value.vi
}

/** The same in SQL, for a jsonb column of `{vi, en}`. */
export const localizedSql = (column: SQLWrapper, lang: Lang): SQL<string> =>
  sql<string>`coalesce(${column}->>${lang}::text, ${column}->>'vi')`
