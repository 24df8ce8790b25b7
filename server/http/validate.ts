import * as v from 'valibot'
import { posttypes } from '../db/schema.ts'
import { badRequest } from './errors.ts'

/**
 * Parses request input with a valibot schema; a failure becomes a 400 whose message names the field
 * and what is wrong with it, e.g. "Invalid page: must be a whole number from 1 to 1000".
 */
export function parse<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input, { abortPipeEarly: true })
  if (result.success) return result.output
  const issue = result.issues[0]
  const field = v.getDotPath(issue)
  throw badRequest(field ? `Invalid ${field}: ${issue.message}` : issue.message)
}

export const MAX_PAGE = 1000

/** A page number from the path: "1".."1000". */
export const pageParam = v.pipe(
  v.string('must be a whole number from 1 to 1000'),
  v.regex(/^[1-9]\d{0,3}$/, 'must be a whole number from 1 to 1000'),
  v.transform(Number),
  v.maxValue(MAX_PAGE, 'must be a whole number from 1 to 1000'),
)

/** Slugs are lower-case words joined by hyphens. */
export const slugParam = v.pipe(
  v.string('must be a slug'),
  v.maxLength(200, 'is too long (200 characters at most)'),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case letters, digits and hyphens'),
)

/** A database id from the path. */
export const idParam = v.pipe(
  v.string('must be a positive whole number'),
  v.regex(/^[1-9]\d{0,9}$/, 'must be a positive whole number'),
  v.transform(Number),
  v.maxValue(2147483647, 'is out of range'),
)

export const posttypeParam = v.picklist(posttypes, `must be one of ${posttypes.join(', ')}`)
