import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { AgeRating } from '../../src/contract/age-ratings.ts'
import type {
  LockableChapterField,
  LockablePostField,
  PostOrigin,
  PostStatus,
} from '../../src/contract/catalogue.ts'
import { type Language, languages } from '../../src/contract/languages.ts'
import { RATING_PRIOR_MEAN, RATING_PRIOR_VOTES } from '../../src/contract/limits.ts'
import type { PersonRole } from '../../src/contract/person-roles.ts'
import type { Posttype } from '../../src/contract/posttypes.ts'
import type { ReadingMode } from '../../src/contract/reading-modes.ts'
import type { Role } from '../../src/contract/roles.ts'
import type { StoredModuleInput, StoredPostSource } from '../../src/contract/schemas/admin-dashboards.ts'
import type { KeptImportReport } from '../../src/contract/schemas/admin-library.ts'
import type { PageSize } from '../../src/contract/schemas/chapters.ts'
import type { PostFacts } from '../../src/contract/schemas/facts.ts'
import { type Shelf, shelves } from '../../src/contract/shelves.ts'

/** The site's languages as SQL literals, for the checks of columns that hold one. */
const languageList = languages.map((language) => `'${language}'`).join(', ')

const shelfList = shelves.map((shelf) => `'${shelf}'`).join(', ')

/** Every translated column holds one value per interface language. */
export type Localized<T = string> = Record<Language, T>

/** A chapter's body: page image paths, blocks of HTML text, or one HTML string (spec §3). */
export type ChapterContent = string[] | { blocks: { id: string; data: { text: string } }[] } | string
export type VideoSource = { link: string; type: 'hls' | 'dash' | 'mp4'; label: string }
/** A film episode's captions: a WebVTT file under the media root, in one language. */
export type Subtitle = { language: string; link: string }

/** A stored tsvector: matching reads it instead of recomputing to_tsvector for every candidate row. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}

export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<Role>().notNull().default('member'),
    /** The profile (server/account): all optional beyond the name and email. */
    fullName: text('full_name'),
    /** Shown in reviews instead of the email; unique in any letter case. */
    username: text('username'),
    /** The avatar's media path (`avatars/{id}/…`), made by the server from the upload. */
    avatar: text('avatar'),
    about: text('about'),
    /** The highest age rating an admin lets this member see (src/contract/age-ratings.ts); null: no limit. */
    ageLimit: smallint('age_limit').$type<AgeRating>(),
    /** A lower one the member chose for themselves; the stricter of the two applies. */
    ownAgeLimit: smallint('own_age_limit').$type<AgeRating>(),
    /**
     * Two-factor sign-in (RFC 6238): the shared secret (base32), set while enrolling and kept once a
     * first code proves it; on from `totpEnabledAt`. The last time step used is kept so that a code
     * is taken once (a code seen over a shoulder cannot be used again in its 30 seconds).
     */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('members_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('members_username_key').on(sql`lower(${t.username})`),
    check('members_role_known', sql`${t.role} in ('member', 'admin')`),
    check('members_age_limit_known', sql`${t.ageLimit} in (0, 13, 16, 18)`),
    check('members_own_age_limit_known', sql`${t.ownAgeLimit} in (0, 13, 16, 18)`),
  ],
)

/**
 * Every change made with an admin's power: who (a member, or the command line), when, what, and the
 * values before and after, so a wrong edit can be seen and undone by hand.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    /** The admin who acted; null when the command line did (`actor` then says so). */
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_at_idx').on(t.createdAt.desc(), t.id.desc())],
)

/** Opaque session tokens; only their SHA-256 is stored, so a database leak reveals no live token. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** What the member sees on their sessions page: the browser's User-Agent (cut short) and address. */
    userAgent: text('user_agent'),
    address: text('address'),
    /** Moved at most every few minutes (sessions.ts), so reading a page writes nothing. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash)],
)

/**
 * Keys a member makes for reader apps (OPDS catalogues, KOReader's sync), which cannot sign in as the
 * site does. Only `sha256(md5(key))` is kept: what a key proves is the same whether the app sends the
 * key (HTTP Basic) or its MD5 (KOReader's `x-auth-key`), and a database leak reveals no key. A key
 * goes when its member revokes it or changes their password.
 */
export const appKeys = pgTable(
  'app_keys',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When and from which address an app last used it (moved at most every few minutes). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastUsedFrom: text('last_used_from'),
  },
  (t) => [uniqueIndex('app_keys_key_hash_key').on(t.keyHash), index('app_keys_member_id_idx').on(t.memberId)],
)

/**
 * Links to set a new password (a forgotten one). Only the token's hash is kept; a row is deleted when
 * it is used, and a new request for the member replaces the older ones.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('password_resets_token_hash_key').on(t.tokenHash),
    index('password_resets_member_id_idx').on(t.memberId),
  ],
)

/**
 * Registrations waiting for their email to be confirmed: the account is made only when the link
 * mailed to the address is opened, so registering tells nothing about which emails have accounts
 * and no one can open an account in another's name. Only the token's hash is kept; a newer
 * registration for the same email replaces the older one.
 */
export const registrations = pgTable(
  'registrations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('registrations_token_hash_key').on(t.tokenHash),
    index('registrations_email_idx').on(sql`lower(${t.email})`),
  ],
)

export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    posttype: text('posttype').$type<Posttype>().notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    description: jsonb('description').$type<Localized>().notNull(),
    /** Cover image path under the media root. */
    feature: text('feature'),
    banner: text('banner'),
    releaseYear: integer('release_year'),
    author: text('author'),
    /** Games only: where the game is played. */
    playUrl: text('play_url'),
    likeCount: integer('like_count').notNull().default(0),
    views: integer('views').notNull().default(0),
    /** Rolled up from post_views_daily: today's views and the last seven days' (trending sorts). */
    viewsDay: integer('views_day').notNull().default(0),
    viewsWeek: integer('views_week').notNull().default(0),
    ratingTotal: integer('rating_total').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /** 'Top rated': the stars' Bayesian average (src/contract/limits.ts), kept so the sort walks an index. */
    ratingBayes: doublePrecision('rating_bayes').generatedAlwaysAs(
      sql.raw(
        `((rating_total + ${RATING_PRIOR_MEAN * RATING_PRIOR_VOTES}.0) / (rating_count + ${RATING_PRIOR_VOTES}))::float8`,
      ),
    ),
    episodeTotal: integer('episode_total').notNull().default(0),
    /** Imported posts: the series folder or book file it comes from, inside the library (docs/library.md). */
    libraryPath: text('library_path'),
    /** Imported posts: what their ComicInfo.xml or EPUB says of them beyond their words (src/contract/schemas/detail.ts). */
    facts: jsonb('facts').$type<PostFacts>(),
    /** Comics: how the series is read until the reader chooses (a manga: right to left). */
    readingMode: text('reading_mode').$type<ReadingMode>(),
    /** Visitors see published posts only (src/contract/catalogue.ts). */
    status: text('status').$type<PostStatus>().notNull().default('published'),
    origin: text('origin').$type<PostOrigin>().notNull().default('demo'),
    /** Fields an admin edited by hand: a rescan of the library leaves them alone. */
    lockedFields: jsonb('locked_fields').$type<LockablePostField[]>().notNull().default([]),
    /** Who the post is for (src/contract/age-ratings.ts): from its metadata or an admin, who may lock it. */
    ageRating: smallint('age_rating').$type<AgeRating>().notNull().default(0),
    /** The words of the lower-cased, unaccented title (`Tình yêu` → `tinh`, `yeu`), for search. */
    searchWordsVi: tsvector('search_words_vi').generatedAlwaysAs(
      sql`to_tsvector('simple', coalesce(mot_fold(title->>'vi'), ''))`,
    ),
    searchWordsEn: tsvector('search_words_en').generatedAlwaysAs(
      sql`to_tsvector('simple', coalesce(mot_fold(title->>'en'), ''))`,
    ),
    /** The words of the folded author (`Nguyễn Hải Đăng` → `nguyen`, `hai`, `dang`): search finds posts by them. */
    searchAuthorWords: tsvector('search_author_words').generatedAlwaysAs(
      sql`to_tsvector('simple', coalesce(mot_fold(author), ''))`,
    ),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('posts_slug_key').on(t.slug),
    uniqueIndex('posts_library_path_key').on(t.libraryPath),
    check('posts_posttype_check', sql`${t.posttype} in ('movie', 'comic', 'novel', 'game')`),
    check('posts_status_check', sql`${t.status} in ('published', 'unpublished')`),
    check('posts_origin_check', sql`${t.origin} in ('demo', 'library', 'upload')`),
    check('posts_age_rating_check', sql`${t.ageRating} in (0, 13, 16, 18)`),
    // Few posts are rated: a limited member's lists leave out the few above their limit.
    index('posts_age_rated_idx').on(t.ageRating, t.id).where(sql`${t.ageRating} > 0`),
    index('posts_views_day_idx').on(t.posttype, t.viewsDay.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('posts_views_week_idx').on(t.posttype, t.viewsWeek.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('posts_created_idx').on(t.posttype, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('posts_updated_idx').on(t.posttype, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('posts_likes_idx').on(t.posttype, t.likeCount.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('posts_rating_idx').on(t.posttype, t.ratingTotal.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('posts_rating_bayes_idx').on(
      t.posttype,
      t.ratingBayes.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('posts_views_idx').on(t.posttype, t.views.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The few posts visitors do not see: counted out of category totals, listed for admins.
    index('posts_unpublished_idx').on(t.posttype, t.id).where(sql`${t.status} <> 'published'`),
    index('posts_search_words_vi_idx').using('gin', t.searchWordsVi),
    index('posts_search_words_en_idx').using('gin', t.searchWordsEn),
    index('posts_search_author_words_idx').using('gin', t.searchAuthorWords),
  ],
)

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    posttype: text('posttype').$type<Posttype>().notNull(),
    slug: text('slug').notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    /** The folded words of the name in each language (`Kinh dị` → `kinh`, `di`), for search. */
    searchWordsVi: tsvector('search_words_vi').generatedAlwaysAs(
      sql`to_tsvector('simple', coalesce(mot_fold(name->>'vi'), ''))`,
    ),
    searchWordsEn: tsvector('search_words_en').generatedAlwaysAs(
      sql`to_tsvector('simple', coalesce(mot_fold(name->>'en'), ''))`,
    ),
  },
  (t) => [
    uniqueIndex('categories_posttype_slug_key').on(t.posttype, t.slug),
    index('categories_search_words_vi_idx').using('gin', t.searchWordsVi),
    index('categories_search_words_en_idx').using('gin', t.searchWordsEn),
  ],
)

export const postCategories = pgTable(
  'post_categories',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.categoryId] }),
    index('post_categories_category_idx').on(t.categoryId),
  ],
)

/** Directors and actors. */
export const people = pgTable(
  'people',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** The folded words of the name, for search: `nguyen hai dang` finds `Nguyễn Hải Đăng`. */
    searchWords: tsvector('search_words').generatedAlwaysAs(sql`to_tsvector('simple', mot_fold(title))`),
  },
  (t) => [
    uniqueIndex('people_slug_key').on(t.slug),
    index('people_search_words_idx').using('gin', t.searchWords),
  ],
)

export const postPeople = pgTable(
  'post_people',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    role: text('role').$type<PersonRole>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.personId, t.role] }),
    index('post_people_person_idx').on(t.personId),
  ],
)

/** Episodes of a movie, chapters of a comic or novel. */
export const chapters = pgTable(
  'chapters',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    index: integer('index').notNull(),
    novelIndex: integer('novel_index'),
    title: jsonb('title').$type<Localized>().notNull(),
    source: jsonb('source').$type<VideoSource[]>(),
    subtitles: jsonb('subtitles').$type<Subtitle[]>(),
    /** A library film episode still being packaged for streaming: its source plays once this clears. */
    processing: boolean('processing').notNull().default(false),
    /** A film episode's opening titles, in seconds from its start: the player offers to skip them. */
    introStart: doublePrecision('intro_start'),
    introEnd: doublePrecision('intro_end'),
    content: jsonb('content').$type<Localized<ChapterContent>>(),
    /**
     * A comic chapter's page sizes, in the order of its pages (the same list in both languages): the
     * reader lays each page out before its image arrives. Null where they are not known (a chapter
     * imported before they were recorded, until a rescan reads them; text, video).
     */
    pageSizes: jsonb('page_sizes').$type<PageSize[]>(),
    /** Imported chapters: the file (or the book's chapter) it comes from, and its content's fingerprint. */
    libraryPath: text('library_path'),
    fingerprint: text('fingerprint'),
    /**
     * Set when its file left the library: the chapter is no longer listed nor served, and keeps its
     * number, so it comes back in place (reading positions and history still leading to it) if the
     * file does.
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** Fields an admin edited by hand ('hidden': hidden by an admin, not by its file leaving). */
    lockedFields: jsonb('locked_fields').$type<LockableChapterField[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('chapters_post_index_key').on(t.postId, t.index),
    // Both ends or neither, in order; the API checks the same and bounds them (EPISODE_INTRO_END_MAX_S, contract/schemas/detail.ts).
    check(
      'chapters_intro_check',
      sql`(${t.introStart} is null and ${t.introEnd} is null) or (${t.introStart} >= 0 and ${t.introEnd} > ${t.introStart})`,
    ),
  ],
)

/**
 * One like per member; a visitor's like is one per device and one per address (so new device ids
 * from one address add nothing), the address kept only as a keyed hash (auth/identity.ts).
 */
export const likes = pgTable(
  'likes',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    deviceId: text('device_id'),
    addressHash: text('address_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('likes_member_key').on(t.postId, t.memberId).where(sql`${t.memberId} is not null`),
    uniqueIndex('likes_device_key').on(t.postId, t.deviceId).where(sql`${t.memberId} is null`),
    uniqueIndex('likes_address_key').on(t.postId, t.addressHash).where(sql`${t.memberId} is null`),
    check('likes_owner_check', sql`${t.memberId} is not null or ${t.deviceId} is not null`),
    // A member's library lists their likes, and those their device gave before signing in (server/sync).
    index('likes_member_idx').on(t.memberId, t.createdAt).where(sql`${t.memberId} is not null`),
    index('likes_device_idx').on(t.deviceId).where(sql`${t.memberId} is null`),
  ],
)

/** One rating per member per post; a second one replaces the first. */
export const ratings = pgTable(
  'ratings',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    content: text('content').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.memberId] }),
    check('ratings_rating_check', sql`${t.rating} between 1 and 10`),
  ],
)

/** Views counted per post per day, so "trending today" and "this week" are real rankings. */
export const postViewsDaily = pgTable(
  'post_views_daily',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.postId, t.day] }), index('post_views_daily_day_idx').on(t.day)],
)

/**
 * Who has already been counted viewing a post this hour: one mark for the member or device, one for
 * the address (auth/identity.ts). A view counts only when both marks are new. Marks of past hours
 * are deleted by the view rollup.
 */
export const postViewMarks = pgTable(
  'post_view_marks',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    viewer: text('viewer').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.viewer, t.hour] }),
    index('post_view_marks_hour_idx').on(t.hour),
  ],
)

export const libraryJobStates = ['pending', 'running', 'done', 'failed'] as const
export type LibraryJobState = (typeof libraryJobStates)[number]

/**
 * Work on the library, queued in the database so it survives a restart and is shared by every server
 * on one PostgreSQL (server/library/jobs/). `key` is the library path a job works on ('' for the whole
 * library); `lane`, set when a job starts, names what may not run twice at once; `lease_until` is how
 * long the server running a job holds it before another may take it over.
 */
export const libraryJobs = pgTable(
  'library_jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    lane: text('lane'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    state: text('state').$type<LibraryJobState>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    leasedBy: text('leased_by'),
    /** What a finished job found (a scan: its ImportReport, skipped files and why), for the admin area. */
    report: jsonb('report').$type<KeptImportReport>(),
    ...timestamps,
  },
  (t) => [
    // Queuing the same work twice before it starts is one job.
    uniqueIndex('library_jobs_pending_key').on(t.kind, t.key).where(sql`${t.state} = 'pending'`),
    // Two servers claiming at the same moment cannot both start work of one lane.
    uniqueIndex('library_jobs_running_lane').on(t.lane).where(sql`${t.state} = 'running'`),
    index('library_jobs_state_idx').on(t.state, t.runAfter),
    check('library_jobs_state_check', sql`${t.state} in ('pending', 'running', 'done', 'failed')`),
  ],
)

export const dashboardPages = ['index', 'movie', 'comic', 'novel', 'game', 'search'] as const
export type DashboardPage = (typeof dashboardPages)[number]

/** The modules of the home, section and search dashboards, in order (spec §2). */
export const dashboardModules = pgTable(
  'dashboard_modules',
  {
    id: serial('id').primaryKey(),
    page: text('page').$type<DashboardPage>().notNull(),
    position: integer('position').notNull(),
    module: jsonb('module').$type<StoredModule>().notNull(),
  },
  (t) => [index('dashboard_modules_page_idx').on(t.page, t.position)],
)

/** Side menu and navbar entries (spec §3 dashboard response: data.navbar). */
export const menuEntries = pgTable('menu_entries', {
  id: serial('id').primaryKey(),
  position: integer('position').notNull(),
  entry: jsonb('entry').$type<StoredMenuEntry>().notNull(),
})

/**
 * A dashboard module as stored: as the admin area saves it, checked with the contract's schema
 * (docs/api.md Module). Labels are per language; `source` says which posts fill `items` (resolved when
 * served), so dashboards stay current as views and likes change.
 */
export type StoredModule = StoredModuleInput
/** Which posts fill a module: see the contract's `postSourceSchema`. */
export type PostSource = StoredPostSource

/** A side-menu entry as stored (spec §3 data.navbar); `isLogin` absent means everyone sees it. */
export interface StoredMenuEntry {
  type: 'block' | 'space' | 'menu' | 'line'
  name: string
  label?: Localized
  icon?: string
  url?: string
  color?: string
  height?: number
  isLogin?: boolean
  items?: { name: string; label: Localized; url?: string; icon?: string }[]
}

/**
 * Items of LIBRARY_DIR whose post an admin deleted: a rescan passes them over (with that reason in its
 * report) instead of bringing the post back, until an admin imports the item again. `path` is the
 * post's key (`comics/<Series>`), kept with the title it had so the admin area can name it.
 */
export const libraryRemovals = pgTable('library_removals', {
  path: text('path').primaryKey(),
  posttype: text('posttype').$type<Posttype>().notNull(),
  title: jsonb('title').$type<Localized>().notNull(),
  memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
  removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * A member's saved posts and history, kept on the server so every device shows the same library
 * (issue 24). One row per (member, list, post); `at` is the time of the device's change in ms, and a
 * newer change replaces an older one. A removal stays as a row with `removed` (a tombstone), so it
 * beats an older save sent later by another device. Likes are the likes table's.
 */
export const libraryEntries = pgTable(
  'library_entries',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    list: text('list').$type<'saved' | 'history' | 'followed' | 'shelf'>().notNull(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    at: bigint('at', { mode: 'number' }).notNull(),
    removed: boolean('removed').notNull().default(false),
    chapter: integer('chapter'),
    /** The reading list a `shelf` entry puts the post on (one per post); null on the other lists. */
    shelf: text('shelf').$type<Shelf>(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.list, t.postId] }),
    check('library_entries_list_check', sql`${t.list} in ('saved', 'history', 'followed', 'shelf')`),
    // A reading list's entry names its list while the post is on it; the other lists never name one.
    check(
      'library_entries_shelf_check',
      sql`(${t.list} = 'shelf' or ${t.shelf} is null) and (${t.list} <> 'shelf' or ${t.removed} or ${t.shelf} is not null) and (${t.shelf} is null or ${t.shelf} in (${sql.raw(shelfList)}))`,
    ),
    // Who follows a post, when its chapters land (Updates, push).
    index('library_entries_followers_idx')
      .on(t.postId)
      .where(sql`${t.list} = 'followed' and not ${t.removed}`),
  ],
)

/** A device as a reader app names itself: a URI and a name to show. */
export interface PlaceDevice {
  id: string
  name: string
}

/**
 * A member's reading positions (a comic's page, a novel's scroll) and film positions, one per
 * chapter or episode, the newest change winning as for the lists.
 */
export const libraryPositions = pgTable(
  'library_positions',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'chapter' | 'film'>().notNull(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    index: integer('index').notNull(),
    at: bigint('at', { mode: 'number' }).notNull(),
    /** `{page?, fraction?}` for a chapter, `{t, d?}` for a film. */
    place: jsonb('place').$type<Record<string, number>>().notNull(),
    /** The reader app that set the place, as it named itself (OPDS Progression); null: the site. */
    device: jsonb('device').$type<PlaceDevice>(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.kind, t.postId, t.index] }),
    check('library_positions_kind_check', sql`${t.kind} in ('chapter', 'film')`),
  ],
)

/**
 * What the importer read in a library file (an archive's fingerprint and ComicInfo.xml, a PDF's
 * outline), by the file's full path and kept with the file's state (server/library/file-reads.ts): a
 * rescan of an unchanged file reads it from here, not from the file.
 */
export const libraryFileReads = pgTable('library_file_reads', {
  file: text('file').primaryKey(),
  state: text('state').notNull(),
  value: jsonb('value').notNull(),
})

/**
 * The chapter files reader apps were given (OPDS downloads), by the fingerprint KOReader names a
 * book with: the MD5 of samples of the file (kosync/partial-md5.ts). A download is the same bytes
 * every time, so one fingerprint is one chapter; it is kept after the chapter changes, since the
 * e-reader still holds that file. A file is built in the language of the address it was asked
 * from (`/{lang}/opds/…`): a place in it is read against that language's pages and text.
 */
export const readerFiles = pgTable(
  'reader_files',
  {
    document: text('document').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    chapterIndex: integer('chapter_index').notNull(),
    /** Files remembered before their language was are taken as Vietnamese, as their places were read then. */
    language: text('language').$type<Language>().notNull().default('vi'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The site's languages (a new one needs a migration that widens this).
  (t) => [check('reader_files_language_check', sql`${t.language} in (${sql.raw(languageList)})`)],
)

/**
 * KOReader's own record of where a member is in a document (its progress sync): the place as
 * KOReader writes it (a page, or a position in the text), which the library's positions cannot hold.
 * A document Mọt served moves the member's library position too; any other is kept as KOReader's
 * sync server would keep it, so a member's e-readers stay in step with each other.
 */
export const kosyncProgress = pgTable(
  'kosync_progress',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    document: text('document').notNull(),
    progress: text('progress').notNull(),
    percentage: doublePrecision('percentage').notNull(),
    device: text('device').notNull(),
    deviceId: text('device_id'),
    /** When it was written, in ms: the newest of this and the library's position is the place. */
    at: bigint('at', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.document] })],
)

/**
 * What an admin sets for the whole site, one row a setting (a value of the setting's own shape):
 * today whether the reader apps' doors (OPDS, KOReader's sync) are open.
 */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * A browser a member let the site push to (Web Push): the push service's endpoint and the keys the
 * payload is encrypted to. Removed when the push service answers 404 or 410, or by the member.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The User-Agent it was made with (its first 300 characters), to name the device in the list. */
    userAgent: text('user_agent'),
    /** The language the device's notifications are written in, and their links open: the app's, when it subscribed. */
    language: text('language').$type<Language>().notNull().default('vi'),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_member_idx').on(t.memberId),
    check('push_subscriptions_language_check', sql`${t.language} in (${sql.raw(languageList)})`),
  ],
)

/** A member's push settings; no row: on, every list, no quiet hours. */
export const pushSettings = pgTable('push_settings', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(true),
  /** The reading lists whose followed posts notify; a followed post on no list always does. */
  lists: jsonb('lists')
    .$type<Shelf[]>()
    .notNull()
    .default([...shelves]),
  /** Quiet hours, minutes after midnight in `timeZone`; both or neither. */
  quietStart: integer('quiet_start'),
  quietEnd: integer('quiet_end'),
  timeZone: text('time_zone'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Each chapter a member was told of: a send run twice (a retry, a second server) tells no one twice. */
export const pushSent = pgTable(
  'push_sent',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.chapterId] })],
)

/**
 * A member's comment on a chapter or a film's episode (plain text), or a reply to one (one level deep:
 * a reply's parent is never itself a reply). Hidden by an admin: kept, shown to no one but admins.
 */
export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    chapterIndex: integer('chapter_index').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    likeCount: integer('like_count').notNull().default(0),
    reportCount: integer('report_count').notNull().default(0),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('comments_chapter_idx').on(t.postId, t.chapterIndex, t.createdAt),
    index('comments_parent_idx').on(t.parentId),
    index('comments_member_idx').on(t.memberId, t.createdAt),
    index('comments_reported_idx').on(t.reportCount).where(sql`${t.reportCount} > 0`),
  ],
)

export const commentLikes = pgTable(
  'comment_likes',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.memberId] })],
)

/** A member's report of a comment, once per member; admins see the most reported first. */
export const commentReports = pgTable(
  'comment_reports',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.memberId] })],
)

/** Members an admin muted from commenting (audited), until the admin lifts it. */
export const commentMutes = pgTable('comment_mutes', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  mutedBy: integer('muted_by').references(() => members.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Categories an admin hid from one member: their posts are gone for that member everywhere. */
export const memberHiddenCategories = pgTable(
  'member_hidden_categories',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.categoryId] })],
)

/** Two-factor sign-in's one-time recovery codes: only their SHA-256 is kept; each works once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('recovery_codes_member_code_key').on(t.memberId, t.codeHash)],
)

/** A member's passkeys (WebAuthn credentials): each signs in alone, and can be removed by its member. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The credential's id, base64url, as the authenticator gave it. */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    /** What the member calls it (or the browser it was made in). */
    name: text('name').notNull(),
    backedUp: boolean('backed_up').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('passkeys_credential_id_key').on(t.credentialId),
    index('passkeys_member_idx').on(t.memberId),
  ],
)

/**
 * A sign-in step in flight, shared by every server of a cluster: a password accepted and waiting for
 * its second factor, a passkey ceremony's challenge, an identity provider's state, nonce and PKCE
 * verifier, an identity waiting to be linked. Only the SHA-256 of its token is kept; a row is taken
 * (deleted) when used, so nothing is used twice, and is worthless after `expiresAt`.
 */
export const authChallenges = pgTable(
  'auth_challenges',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    tokenHash: text('token_hash').notNull(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    /** Wrong answers so far (a second factor's codes): past the limit the step is gone. */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('auth_challenges_token_hash_key').on(t.tokenHash),
    index('auth_challenges_expires_idx').on(t.expiresAt),
  ],
)

/** An identity provider's account (OpenID Connect: issuer and subject) linked to a member. */
export const memberIdentities = pgTable(
  'member_identities',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    /** The email the provider gave when it was linked, shown on the account page. */
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('member_identities_issuer_subject_key').on(t.issuer, t.subject),
    index('member_identities_member_idx').on(t.memberId),
  ],
)
