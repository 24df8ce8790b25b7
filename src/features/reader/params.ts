import * as v from 'valibot'
import { slugSchema } from '../../contract/schemas/slug.ts'

/**
 * A chapter number in the address: a positive whole number written plainly (`3`, not `03` or `3.0`).
 * Anything else is not a reader address, so `/{lang}/comic/{sort}/lists` still reaches its list.
 */
const chapterIndexSchema = v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/), v.transform(Number))

export const chapterParamsSchema = v.object({ slug: slugSchema, chapterIndex: chapterIndexSchema })
