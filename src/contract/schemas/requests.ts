import * as v from 'valibot'
import {
  DEVICE_ID_PATTERN,
  MAX_ID,
  MAX_PAGE,
  RATING_FEWEST_STARS,
  RATING_STARS,
  REVIEW_MAX_LENGTH,
  SEARCH_QUERY_MAX,
  SLUG_MAX,
  SLUG_PATTERN,
  SUGGEST_QUERY_MIN,
} from '../limits.ts'
import { RESET_LINK_GONE, RESET_TOKEN_PATTERN } from '../password-reset.ts'
import { personRoles } from '../person-roles.ts'
import { dashboardSections, type Posttype, posttypes } from '../posttypes.ts'
import { listSorts, searchSorts } from '../sorts.ts'
import { isPlainText } from '../typed-text.ts'
import {
  csrfField,
  email,
  memberName,
  newPasswordEntries,
  password,
  withMatchingPasswords,
} from './member-rules.ts'
import { atLeastCharacters, atMostCharacters, oneOf, reasons, say, wholeNumberFrom } from './reasons.ts'

/*
 * What each call's request may hold: its path parameters (text, checked and turned into what the
 * call needs) and its query. The server reads every request with these (server/http/validate.ts
 * `parse`); a failure's message names what is wrong ("Invalid page: must be…"), in the language of
 * the called address (reasons.ts). The app builds the
 * same requests with src/contract/paths.ts. Kept apart from the answers, which the app imports, so
 * the app's bundles carry none of it.
 */

/** A post type from the path. */
export const posttypeParam = v.picklist(posttypes, say(oneOf(posttypes)))

/** Slugs are lower-case words joined by hyphens. */
export const slugParam = v.pipe(
  v.string(say({ vi: 'phải là một slug', en: 'must be a slug' })),
  v.maxLength(
    SLUG_MAX,
    say({ vi: `quá dài (tối đa ${SLUG_MAX} ký tự)`, en: `is too long (${SLUG_MAX} characters at most)` }),
  ),
  v.regex(
    SLUG_PATTERN,
    say({
      vi: 'chỉ được có chữ thường, chữ số và dấu gạch nối',
      en: 'must be lower-case letters, digits and hyphens',
    }),
  ),
)

const pageMessage = say(wholeNumberFrom(1, MAX_PAGE))
/** A page number from the path: "1".."1000". */
export const pageParam = v.pipe(
  v.string(pageMessage),
  v.regex(/^[1-9]\d{0,3}$/, pageMessage),
  v.transform(Number),
  v.maxValue(MAX_PAGE, pageMessage),
)

/** A database id from the path. */
export const idParam = v.pipe(
  v.string(say(reasons.positiveWhole)),
  v.regex(/^[1-9]\d{0,9}$/, say(reasons.positiveWhole)),
  v.transform(Number),
  v.maxValue(MAX_ID, say(reasons.outOfRange)),
)

/** The `sortby` query parameter: absent or empty means the first (default) sort. */
const sortbyOf = <T extends readonly [string, ...string[]]>(sorts: T) => {
  const message = say(oneOf(sorts))
  return v.optional(
    v.pipe(
      v.string(message),
      v.transform((value) => value || sorts[0]),
      v.picklist(sorts, message),
    ),
    sorts[0],
  )
}

export const listSortby = sortbyOf(listSorts)
export const searchSortby = sortbyOf(searchSorts)

/** `GET /posts/detail/{posttype}/{slug}/` */
export const postDetailParams = v.object({ posttype: posttypeParam, slug: slugParam })
/** `GET /posts/listchapter/{posttype}/{postId}/paged/{page}/` */
export const chapterListParams = v.object({ posttype: posttypeParam, postId: idParam, page: pageParam })
/** The order a chapter list is paged in: from the first chapter (the default), or from the newest. */
export const chapterOrders = ['asc', 'desc'] as const
export type ChapterOrder = (typeof chapterOrders)[number]
/** `?order=desc` pages a chapter list from its newest chapter. */
export const chapterListQuery = v.object({ order: sortbyOf(chapterOrders) })
/** `GET /posts/chapter/{posttype}/{postId}/{chapterIndex}` */
export const chapterParams = v.object({ posttype: posttypeParam, postId: idParam, chapterIndex: idParam })

/** `GET /posts/lists/{posttype}/[{category}/][paged/{page}/]`; the category `related` lists a post's related posts. */
export const listParams = v.object({
  posttype: posttypeParam,
  category: v.optional(slugParam),
  page: v.optional(pageParam, '1'),
})
export const listQuery = v.object({ sortby: listSortby })
const relatedMessage = say({
  vi: 'phải là post_id__{id}, bài có các bài liên quan cần liệt kê',
  en: 'must be post_id__{id}, the post whose related posts to list',
})
export const relatedQuery = v.object({
  sortby: listSortby,
  filter: v.pipe(
    v.optional(v.string(relatedMessage), ''),
    v.regex(/^post_id__[1-9]\d{0,9}$/, relatedMessage),
    v.transform((filter) => Number(filter.slice('post_id__'.length))),
    v.maxValue(MAX_ID, relatedMessage),
  ),
})
/** `GET /posts/actor/{slug}/[paged/{page}/]?sortby=&role=` */
export const actorParams = v.object({ slug: slugParam, page: v.optional(pageParam, '1') })
/** A person's posts in one role only (`role=author`), or in any when left out. */
export const actorQuery = v.object({
  sortby: listSortby,
  role: v.optional(v.picklist(personRoles, say(oneOf(personRoles)))),
})
/** `GET /{posttype}/lists/categories/` */
export const categoriesParams = v.object({ posttype: posttypeParam })

/** `GET /posts/search/[paged/{page}/]?q=&filter=posttype__{type}&sortby=` */
export const searchPageParams = v.object({ page: v.optional(pageParam, '1') })
/** What is searched for, trimmed; empty (every one) when left out. Search, and the admin's lists. */
export const searchText = v.optional(
  v.pipe(
    v.string(say(reasons.text)),
    v.trim(),
    v.maxLength(SEARCH_QUERY_MAX, say(atMostCharacters(SEARCH_QUERY_MAX))),
  ),
  '',
)
const posttypeFilterMessage = say({
  vi: `phải là posttype__ theo sau là một trong ${posttypes.join(', ')}`,
  en: `must be posttype__ followed by one of ${posttypes.join(', ')}`,
})
export const searchQuery = v.object({
  q: searchText,
  filter: v.optional(
    v.pipe(
      v.string(posttypeFilterMessage),
      v.regex(new RegExp(`^(posttype__(${posttypes.join('|')}))?$`), posttypeFilterMessage),
      v.transform((filter) => (filter ? (filter.slice('posttype__'.length) as Posttype) : undefined)),
    ),
  ),
  sortby: searchSortby,
})

/** `GET /posts/search/suggest/?q=`: a query of 2 to 100 characters, trimmed. */
export const searchSuggestQuery = v.object({
  q: v.pipe(
    v.string(say(reasons.text)),
    v.trim(),
    v.minLength(SUGGEST_QUERY_MIN, say(atLeastCharacters(SUGGEST_QUERY_MIN))),
    v.maxLength(SEARCH_QUERY_MAX, say(atMostCharacters(SEARCH_QUERY_MAX))),
  ),
})

/** `GET /home/{section}/?filter=category__{id}`: a section's (or search's) dashboard, maybe narrowed. */
export const sectionParams = v.object({
  type: v.picklist(dashboardSections, say(oneOf(dashboardSections))),
})
const categoryFilterMessage = say({ vi: 'phải là category__{id}', en: 'must be category__{id}' })
export const sectionQuery = v.object({
  filter: v.optional(
    v.pipe(
      v.string(categoryFilterMessage),
      v.regex(/^(category__[1-9]\d{0,9})?$/, categoryFilterMessage),
      v.transform((filter) => (filter ? Number(filter.slice('category__'.length)) : undefined)),
      v.check((id) => id === undefined || id <= MAX_ID, categoryFilterMessage),
    ),
  ),
})

/** `/posts/action/{like|rating|views|state}/{posttype}/{id}`: what a call about one post names. */
export const postActionParams = v.object({ posttype: posttypeParam, id: idParam })

const deviceIdReason = say({
  vi: 'Giá trị X-Device-Id không hợp lệ: phải gồm 8 đến 64 chữ cái, chữ số, - hoặc _',
  en: 'Invalid X-Device-Id: must be 8 to 64 letters, digits, - or _',
})
/** The X-Device-Id header every call may send: the device an anonymous visitor's like counts for. */
export const deviceIdSchema = v.pipe(v.string(deviceIdReason), v.regex(DEVICE_ID_PATTERN, deviceIdReason))

/** `POST /posts/action/views/{posttype}/{id}/`, form data. */
export const viewsForm = v.object({ csrf_token: csrfField })

/** `POST /posts/action/like/{posttype}/{id}`, multipart. */
export const likeForm = v.object({
  like: v.pipe(
    v.optional(v.string(), ''),
    v.picklist(
      ['1', '2'],
      say({ vi: 'phải là 1 (thích) hoặc 2 (bỏ thích)', en: 'must be 1 (like) or 2 (take the like back)' }),
    ),
  ),
  csrf_token: csrfField,
})

const starsMessage = say(wholeNumberFrom(RATING_FEWEST_STARS, RATING_STARS))
/** `POST /posts/action/rating/{posttype}/{id}/`, multipart. */
export const ratingForm = v.object({
  // A missing field reads as empty, so it gets the same message as a wrong one.
  rating: v.optional(
    v.pipe(
      v.string(starsMessage),
      v.regex(/^[1-9]\d*$/, starsMessage),
      v.transform(Number),
      v.maxValue(RATING_STARS, starsMessage),
    ),
    '',
  ),
  content: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(REVIEW_MAX_LENGTH, say(atMostCharacters(REVIEW_MAX_LENGTH))),
      v.check(
        isPlainText,
        say({ vi: 'không được chứa ký tự điều khiển', en: 'must not contain control characters' }),
      ),
    ),
    '',
  ),
  csrf_token: csrfField,
})

/*
 * The member's rules live in member-rules.ts, which the account pages load without this file (the
 * detail pages and readers load this one). The new-password rule is named from here too: a
 * password change and a password reset both take it.
 */
export {
  csrfField,
  email,
  memberName,
  newPasswordBody,
  newPasswordEntries,
  withMatchingPasswords,
} from './member-rules.ts'

/** `POST /auth/register` */
export const registerBody = v.object({ name: v.optional(memberName, ''), email, password })
/** `POST /auth/login` */
export const loginBody = v.object({
  email,
  password,
  remember: v.optional(v.boolean('Remember must be true or false'), false),
})

/** `POST /auth/password/forgot` */
export const forgotPasswordBody = v.object({ email })

const resetToken = v.optional(
  v.pipe(v.string(RESET_LINK_GONE), v.regex(RESET_TOKEN_PATTERN, RESET_LINK_GONE)),
  '',
)

/** `POST /auth/register/confirm`: the token of the link mailed at registration (a reset link's shape). */
export const confirmRegistrationBody = v.object({ token: resetToken })

/** `POST /auth/password/reset` */
export const resetPasswordBody = withMatchingPasswords(v.object({ token: resetToken, ...newPasswordEntries }))

/** `GET /posts/reviews/{posttype}/{id}/?page=`: a page of a post's reviews. */
export const reviewsQuery = v.object({ page: v.optional(pageParam, '1') })
