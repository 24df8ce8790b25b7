import * as v from 'valibot'
import { MAX_ID, MAX_PAGE, SLUG_MAX, SLUG_PATTERN } from '../limits.ts'

/*
 * The pieces of an API address, as the server reads them from the path: text, checked and turned
 * into what the call needs. A failure's message names what is wrong ("Invalid page: must be…").
 */

const pageMessage = `must be a whole number from 1 to ${MAX_PAGE}`
/** A page number from the path: "1".."1000". */
export const pageParam = v.pipe(
  v.string(pageMessage),
  v.regex(/^[1-9]\d{0,3}$/, pageMessage),
  v.transform(Number),
  v.maxValue(MAX_PAGE, pageMessage),
)

/** Slugs are lower-case words joined by hyphens. */
export const slugSchema = v.pipe(
  v.string('must be a slug'),
  v.maxLength(SLUG_MAX, `is too long (${SLUG_MAX} characters at most)`),
  v.regex(SLUG_PATTERN, 'must be lower-case letters, digits and hyphens'),
)

/** A database id from the path. */
export const idParam = v.pipe(
  v.string('must be a positive whole number'),
  v.regex(/^[1-9]\d{0,9}$/, 'must be a positive whole number'),
  v.transform(Number),
  v.maxValue(MAX_ID, 'is out of range'),
)
