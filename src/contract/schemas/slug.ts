import * as v from 'valibot'
import { SLUG_MAX, SLUG_PATTERN } from '../limits.ts'

/**
 * Post, category and actor slugs in the app's own addresses. The server reads them in API paths by
 * the same rule, with messages that name what is wrong (requests.ts `slugParam`).
 */
export const slugSchema = v.pipe(v.string(), v.maxLength(SLUG_MAX), v.regex(SLUG_PATTERN))
