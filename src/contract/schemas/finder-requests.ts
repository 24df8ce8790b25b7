import * as v from 'valibot'
import { FINDER_QUERY_MIN, SEARCH_QUERY_MAX, USERNAME_PATTERN } from '../limits.ts'
import { atLeastCharacters, atMostCharacters, reasons, say } from './reasons.ts'
import { pageParam } from './requests.ts'

/*
 * What the finder's calls take (docs/api.md "Finder"), kept apart from their answers as requests.ts
 * is: the server reads every request with these.
 */

/** `GET /finder/members/?q=&page=`: a name or username of 2 to 100 characters, trimmed. */
export const finderSearchQuery = v.object({
  q: v.pipe(
    v.string(say(reasons.text)),
    v.trim(),
    v.minLength(FINDER_QUERY_MIN, say(atLeastCharacters(FINDER_QUERY_MIN))),
    v.maxLength(SEARCH_QUERY_MAX, say(atMostCharacters(SEARCH_QUERY_MAX))),
  ),
  page: v.optional(pageParam, '1'),
})

const usernameReason = say({
  vi: 'phải có 3 đến 30 chữ cái, chữ số, dấu chấm hoặc dấu gạch dưới',
  en: 'must be 3 to 30 letters, digits, dots or underscores',
})

/** `GET /finder/members/{username}/`: a username as the profile form takes it. */
export const finderMemberParams = v.object({
  username: v.pipe(v.string(usernameReason), v.regex(USERNAME_PATTERN, usernameReason)),
})

/** The page of the member's reviews. */
export const finderMemberQuery = v.object({ page: v.optional(pageParam, '1') })
