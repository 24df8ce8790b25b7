import * as v from 'valibot'
import { type Language, languages } from '../../contract/languages.ts'

/**
 * A page of this site to come back to after signing in (`?redirect=/vi/movie/x/`): a path of one
 * of the site's languages, never another site (`//evil.example`, `/\evil`), else it is ignored.
 */
const sitePath = v.pipe(
  v.string(),
  v.maxLength(2000),
  v.check((path) => new RegExp(`^/(${languages.join('|')})(/[^/\\\\]|/?$|\\?)`).test(path)),
)

/** The sign-in and register pages' address: where to go once the member is in. */
export const returnToSearchSchema = v.object({
  redirect: v.fallback(v.optional(sitePath), undefined),
})

/** What the sign-in and register screens are given: the language, and the page to return to. */
export interface AuthScreenProps {
  language: Language
  /** The page that sent the visitor here, to return to once signed in. */
  redirect?: string | undefined
}
