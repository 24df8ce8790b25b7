/*
 * The numbers and patterns both sides must agree on: the server enforces them, the app stays inside
 * them (or reads its addresses with them).
 */

/** Lists and search answer 20 posts a page, chapter lists 50 chapters a page. */
export const LIST_PAGE_SIZE = 20
/** Rows a page of an admin list (members, the audit log) holds. */
export const ADMIN_PAGE_SIZE = 50
export const CHAPTER_PAGE_SIZE = 50
/**
 * A short post, which reader apps may download whole as one file (a comic's CBZ, a novel's EPUB)
 * beside its chapters one by one: at most 50 chapters (one page of its chapter list), and a comic of
 * at most 1,000 pages in all (some five volumes of manga; a few hundred MB at the size pages are
 * stored), a novel of at most 10 MB of text as stored (a long novel's 50 chapters are 2 to 3 MB).
 * The file is built when asked and cannot be resumed: a cut download starts again from its first
 * byte, so it must stay what a phone or an e-reader fetches in minutes; and a book's text is written
 * out in memory before the first byte goes (its size is sent first). A longer post is read by chapter.
 */
export const WHOLE_POST_CHAPTERS_MAX = 50
export const WHOLE_COMIC_PAGES_MAX = 1000
export const WHOLE_NOVEL_TEXT_MAX = 10 * 1024 * 1024
/** Pages are numbered from 1 to 1000: deeper pages cost the database and nobody reads them. */
export const MAX_PAGE = 1000
/** The largest id the database holds (a 32-bit integer). */
export const MAX_ID = 2147483647

/** The API refuses longer search queries: they are not titles, they only cost the database. */
export const SEARCH_QUERY_MAX = 100

/**
 * Search suggestions answer from 2 characters (one letter begins too many words to be a hint), with
 * at most this many posts, people and categories: a short list under the box, not a page.
 */
export const SUGGEST_QUERY_MIN = 2
export const SUGGEST_POSTS_MAX = 5
export const SUGGEST_PEOPLE_MAX = 3
export const SUGGEST_CATEGORIES_MAX = 3

/** Category, post and actor slugs: lower-case words joined by hyphens, as the API makes them. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const SLUG_MAX = 200

/** Spec §5/§9 rating: 1 to 10 stars; the API takes a review of at most 2000 characters. */
export const RATING_STARS = 10
export const RATING_FEWEST_STARS = 1
/**
 * 'Top rated' (rating_bayes__desc) ranks by a Bayesian average, as MangaDex does: a post's stars with
 * RATING_PRIOR_VOTES votes of the scale's middle added, so two 10s (6.25) do not outrank five hundred
 * 9s (8.93), and a post no one rated sits in the middle (5.5), not at the top nor the bottom.
 */
export const RATING_PRIOR_VOTES = 10
export const RATING_PRIOR_MEAN = (RATING_STARS + RATING_FEWEST_STARS) / 2
export const REVIEW_MAX_LENGTH = 2000

/**
 * A device id, as the app makes it and the server accepts it in X-Device-Id: 8 to 64 letters,
 * digits, - or _.
 */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/

/** Spec §5 register and sign-in: a name of 2 to 50 characters as people count them, a password of 6 to 128. */
export const NAME_MIN = 2
export const NAME_MAX = 50
export const PASSWORD_MIN = 6
export const PASSWORD_MAX = 128
/** A password set now (a new or a reset one) follows spec §5's profile rule: 6 to 32. */
export const NEW_PASSWORD_MAX = 32
/** The longest address mail can deliver to (RFC 5321). */
export const EMAIL_MAX = 254

/**
 * Keys for reader apps (issue: OPDS and KOReader): a name the member gives each (the app or device
 * it is for), and at most this many live at once.
 */
export const APP_KEY_NAME_MAX = 50
export const APP_KEYS_MAX = 20

/** Spec §5 profile: about me at most 500 characters; a full name as long as names get. */
export const ABOUT_MAX = 500
export const FULL_NAME_MAX = 100
/** A username: letters, digits, dots and underscores, 3 to 30, unique in any letter case. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._]{3,30}$/
/** Spec §5 avatar: jpg, jpeg or png of at most 2 MB, and at most this many pixels (a photo's, not a bomb's). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024
export const AVATAR_MAX_PIXELS = 40_000_000
/** What the user agent on a sessions row keeps: enough to tell a device and browser. */
export const USER_AGENT_MAX = 300
/** Reviews a page of a post's reviews holds. */
export const REVIEWS_PAGE_SIZE = 20
/**
 * The member's library on the server (issue 24): the history keeps the spec's last 50 (§4), the saved
 * list up to 500 posts, and up to 1000 reading and film positions; a removal is remembered for the
 * 200 latest of each list, so it beats an older save on another device. A sync call carries at most
 * 200 changes to the lists and 200 positions: a device offline for a long time sends them in turns.
 */
export const LIBRARY_HISTORY_MAX = 50
export const LIBRARY_SAVED_MAX = 500
export const LIBRARY_REMOVALS_MAX = 200
export const LIBRARY_POSITIONS_MAX = 1000
export const LIBRARY_CHANGES_MAX = 200
/**
 * The finder (spec §2): a name or username of 2 to 100 characters is looked for, 10 members a page
 * (a short list to read, not a directory to copy); a member's profile shows their reviews 10 a page.
 */
export const FINDER_QUERY_MIN = 2
export const FINDER_PAGE_SIZE = 10
export const FINDER_REVIEWS_PAGE_SIZE = 10
