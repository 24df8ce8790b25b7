import * as v from 'valibot'
import { lockableChapterFields, lockablePostFields, postOrigins, postStatuses } from '../catalogue.ts'
import { personRoles } from '../person-roles.ts'
import { posttypes } from '../posttypes.ts'
import { readingModes } from '../reading-modes.ts'
import { hasControlCharacter, hasLoneSurrogate } from '../typed-text.ts'
import { ageRatingField } from './age-rating-requests.ts'
import { EPISODE_INTRO_END_MAX_S } from './detail.ts'
import { atMostCharacters, oneOf, reasons, say } from './reasons.ts'
import { csrfField, idParam, searchText } from './requests.ts'

/*
 * The admin area's calls about posts and chapters (paths.ts, `adminPost…Route`, `adminChapter…Route`).
 * Forms come as text fields (urlencoded, multipart or JSON), like every other write.
 */

export const ADMIN_TITLE_MAX = 300
export const ADMIN_DESCRIPTION_MAX = 5000
export const ADMIN_PEOPLE_MAX = 50
export const ADMIN_PERSON_NAME_MAX = 120
export const ADMIN_MEDIA_PATH_MAX = 500
/** An uploaded cover or banner: big enough for a sharp poster, small enough to keep in memory. */
export const ADMIN_IMAGE_BYTES = 8 * 1024 * 1024
export const RELEASE_YEAR_MIN = 1800
export const RELEASE_YEAR_MAX = 2200

/** An optional choice from a list; absent or empty means no filter. */
const optionalChoice = <T extends readonly [string, ...string[]]>(choices: T) =>
  v.optional(
    v.pipe(
      v.string(say(oneOf(choices))),
      v.transform((value) => (value === '' ? undefined : value)),
      v.optional(v.picklist(choices, say(oneOf(choices)))),
    ),
  )

/** `GET /admin/posts/[paged/{page}/]?q=&type=&status=&origin=` */
export const adminPostsQuery = v.object({
  q: searchText,
  type: optionalChoice(posttypes),
  status: optionalChoice(postStatuses),
  origin: optionalChoice(postOrigins),
})

export const adminPostParams = v.object({ id: idParam })
export const adminChapterParams = v.object({ id: idParam })

/** One line of text typed by an admin: no control characters, no broken characters. */
const typedText = (max: number, multiline = false) =>
  v.pipe(
    v.string(say(reasons.text)),
    v.transform((text) => text.normalize('NFC').trim()),
    v.maxLength(max, say(atMostCharacters(max))),
    v.check(
      (text) => !hasLoneSurrogate(text),
      say({ vi: 'có một ký tự bị hỏng', en: 'holds a broken character' }),
    ),
    v.check(
      (text) => !hasControlCharacter(multiline ? text.replace(/[\n\r\t]/g, '') : text),
      say({ vi: 'có một ký tự điều khiển', en: 'holds a control character' }),
    ),
  )
const title = v.pipe(typedText(ADMIN_TITLE_MAX), v.minLength(1, say(reasons.notEmpty)))

/** A media path of one of the post's own pages (checked against its chapters by the server). */
const mediaPathReason = say({ vi: 'phải là một đường dẫn media', en: 'must be a media path' })
const mediaPath = v.pipe(
  v.string(mediaPathReason),
  v.maxLength(ADMIN_MEDIA_PATH_MAX, say(reasons.tooLong)),
  v.regex(/^(?!\/)(?!.*(?:^|\/)\.\.?(?:\/|$))[^\\\0]+$/, mediaPathReason),
)

/** `categories`: the ids of the post's categories, comma separated; empty for none. */
const categoryIdsReason = say({
  vi: 'phải là mã các danh mục, cách nhau bởi dấu phẩy',
  en: 'must be category ids separated by commas',
})
export const categoryIds = v.pipe(
  v.string(categoryIdsReason),
  v.regex(/^(?:[1-9]\d{0,9}(?:,[1-9]\d{0,9})*)?$/, categoryIdsReason),
  v.transform((text) => [...new Set(text === '' ? [] : text.split(',').map(Number))]),
  v.maxLength(100, say({ vi: 'chỉ được có tối đa 100 danh mục', en: 'must be at most 100 categories' })),
)

const person = v.object({
  name: v.pipe(typedText(ADMIN_PERSON_NAME_MAX), v.minLength(1, say(reasons.notEmpty))),
  role: v.picklist(personRoles, say(oneOf(personRoles))),
})
/** `people`: a JSON list of `{name, role}` in credit order; `[]` for none. */
const peopleListReason = say({
  vi: 'phải là một danh sách người dạng JSON',
  en: 'must be a JSON list of people',
})
const peopleList = v.pipe(
  v.string(peopleListReason),
  v.parseJson(undefined, peopleListReason),
  v.array(person, peopleListReason),
  v.maxLength(
    ADMIN_PEOPLE_MAX,
    say({
      vi: `chỉ được có tối đa ${ADMIN_PEOPLE_MAX} người`,
      en: `must be at most ${ADMIN_PEOPLE_MAX} people`,
    }),
  ),
)

const releaseYearReason = say({
  vi: `phải là một năm từ ${RELEASE_YEAR_MIN} đến ${RELEASE_YEAR_MAX}, hoặc để trống`,
  en: `must be a year from ${RELEASE_YEAR_MIN} to ${RELEASE_YEAR_MAX}, or empty`,
})
const releaseYear = v.pipe(
  v.string(releaseYearReason),
  v.regex(/^(?:\d{4})?$/, releaseYearReason),
  v.transform((text) => (text === '' ? null : Number(text))),
  v.check(
    (year) => year === null || (year >= RELEASE_YEAR_MIN && year <= RELEASE_YEAR_MAX),
    releaseYearReason,
  ),
)

const readingMode = v.pipe(
  v.string(say(oneOf(readingModes, true))),
  v.transform((text) => (text === '' ? null : text)),
  v.nullable(v.picklist(readingModes, say(oneOf(readingModes, true)))),
)

/**
 * `POST /admin/posts/{id}/`: any of the fields, each one sent is set and locked against the next
 * rescan. A title or description needs both languages' fields or one of them; an empty `banner`
 * takes the banner away.
 */
export const adminPostForm = v.object({
  csrf_token: csrfField,
  title_vi: v.optional(title),
  title_en: v.optional(title),
  description_vi: v.optional(typedText(ADMIN_DESCRIPTION_MAX, true)),
  description_en: v.optional(typedText(ADMIN_DESCRIPTION_MAX, true)),
  categories: v.optional(categoryIds),
  people: v.optional(peopleList),
  release_year: v.optional(releaseYear),
  reading_mode: v.optional(readingMode),
  /** Who the post is for: `0` (all ages), `13`, `16`, `18` (src/contract/age-ratings.ts). */
  age_rating: v.optional(ageRatingField),
  feature: v.optional(mediaPath),
  banner: v.optional(
    v.union(
      [v.literal(''), mediaPath],
      say({ vi: 'phải là một đường dẫn media, hoặc để trống', en: 'must be a media path, or empty' }),
    ),
  ),
})

/** `POST /admin/posts/{id}/locks/`: releases one lock. */
export const adminPostLockForm = v.object({
  csrf_token: csrfField,
  field: v.picklist(lockablePostFields, say(oneOf(lockablePostFields))),
})

/** `POST /admin/posts/{id}/status/` */
export const adminPostStatusForm = v.object({
  csrf_token: csrfField,
  status: v.picklist(postStatuses, say(oneOf(postStatuses))),
})

const confirmReason = say({ vi: 'phải nhắc lại slug của bài', en: 'must repeat the post’s slug' })
/** `POST /admin/posts/{id}/delete/`: `confirm` repeats the post's slug, so a slip deletes nothing. */
export const adminPostDeleteForm = v.object({
  csrf_token: csrfField,
  confirm: v.pipe(v.string(confirmReason), v.maxLength(300, confirmReason)),
})

/** `POST /admin/posts/{id}/images/{kind}/`: the image itself is the body (image/jpeg, png, webp…). */
export const adminPostImageParams = v.object({
  id: idParam,
  kind: v.picklist(
    ['feature', 'banner'],
    say({ vi: 'phải là feature hoặc banner', en: 'must be feature or banner' }),
  ),
})

const introSecondReason = say({
  vi: `phải là số giây từ 0 đến ${EPISODE_INTRO_END_MAX_S}, hoặc để trống`,
  en: `must be a number of seconds from 0 to ${EPISODE_INTRO_END_MAX_S}, or empty`,
})
/** A second of a film episode, to a thousandth; empty clears it. */
const introSecond = v.pipe(
  v.string(introSecondReason),
  v.trim(),
  v.regex(/^(?:\d{1,5}(?:\.\d{1,3})?)?$/, introSecondReason),
  v.transform((text) => (text === '' ? null : Number(text))),
  v.check((second) => second === null || second <= EPISODE_INTRO_END_MAX_S, introSecondReason),
)

/**
 * `POST /admin/chapters/{id}/`: rename (both languages or one), hide or show, and set a film episode's
 * intro (`intro_start` and `intro_end` in seconds, both or neither; both empty removes it).
 */
export const adminChapterForm = v.pipe(
  v.object({
    csrf_token: csrfField,
    title_vi: v.optional(title),
    title_en: v.optional(title),
    hidden: v.optional(
      v.picklist(['0', '1'], say({ vi: 'phải là 1 (ẩn) hoặc 0 (hiện)', en: 'must be 1 (hide) or 0 (show)' })),
    ),
    intro_start: v.optional(introSecond),
    intro_end: v.optional(introSecond),
  }),
  v.forward(
    v.check(
      (form) => (form.intro_start ?? null) === null || (form.intro_end ?? null) !== null,
      say({ vi: 'cần cả cuối phần giới thiệu', en: 'needs the end of the intro too' }),
    ),
    ['intro_end'],
  ),
  v.forward(
    v.check(
      (form) => (form.intro_end ?? null) === null || (form.intro_start ?? null) !== null,
      say({ vi: 'cần cả đầu phần giới thiệu', en: 'needs the start of the intro too' }),
    ),
    ['intro_start'],
  ),
  v.forward(
    v.check(
      (form) => form.intro_start == null || form.intro_end == null || form.intro_end > form.intro_start,
      say({ vi: 'phải sau đầu phần giới thiệu', en: 'must come after the start of the intro' }),
    ),
    ['intro_end'],
  ),
)

/** `POST /admin/chapters/{id}/locks/` */
export const adminChapterLockForm = v.object({
  csrf_token: csrfField,
  field: v.picklist(lockableChapterFields, say(oneOf(lockableChapterFields))),
})

/** `POST /admin/chapters/{id}/delete/` */
export const adminChapterDeleteForm = v.object({ csrf_token: csrfField })

const chapterIdsReason = say({
  vi: 'phải là mã các chương, cách nhau bởi dấu phẩy',
  en: 'must be chapter ids separated by commas',
})
/** `POST /admin/posts/{id}/chapters/order/`: every chapter's id, comma separated, in the new order. */
export const adminChapterOrderForm = v.object({
  csrf_token: csrfField,
  order: v.pipe(
    v.string(chapterIdsReason),
    v.regex(/^[1-9]\d{0,9}(?:,[1-9]\d{0,9})*$/, chapterIdsReason),
    v.transform((text) => text.split(',').map(Number)),
    v.maxLength(100_000, say(reasons.tooLong)),
  ),
})
