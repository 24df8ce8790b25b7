import * as v from 'valibot'
import { ageRatingSchema } from '../age-ratings.ts'
import { posttypeSchema } from '../posttypes.ts'
import { roleSchema, roles } from '../roles.ts'
import { categoryIds } from './admin-posts.ts'
import { ageLimitField } from './age-rating-requests.ts'
import { oneOf, say } from './reasons.ts'
import { csrfField, idParam, pageParam, searchText } from './requests.ts'

/*
 * The admin area's requests and answers (paths.ts, `admin…Route`). Apart from the visitors' schemas,
 * so only the admin screens' bundles carry them.
 */

/** `GET /admin/audit/[paged/{page}/]`, `GET /admin/members/[paged/{page}/]` */
export const adminPageParams = v.object({ page: v.optional(pageParam, '1') })

/** `GET /admin/members/?q=`: members whose name or email holds `q` (any case); all when empty. */
export const adminMembersQuery = v.object({
  q: searchText,
})

export const adminMemberParams = v.object({ id: idParam })

/** `POST /admin/members/{id}/role/` */
export const roleForm = v.object({
  csrf_token: csrfField,
  role: v.picklist(roles, say(oneOf(roles))),
})

/** `POST /admin/members/{id}/age-limit/`: the highest rating the member may see; empty for none. */
export const ageLimitForm = v.object({ csrf_token: csrfField, age_limit: ageLimitField })

/** `POST /admin/members/{id}/hidden-categories/`: every category hidden from the member, any post type. */
export const hiddenCategoriesForm = v.object({ csrf_token: csrfField, categories: categoryIds })

/** A category hidden from a member, named for the admin's screen. */
export const hiddenCategory = v.object({
  id: v.number(),
  posttype: posttypeSchema,
  slug: v.string(),
  name: v.object({ vi: v.string(), en: v.string() }),
})

/** `POST /admin/members/{id}/sessions/revoke/` */
export const revokeSessionsForm = v.object({ csrf_token: csrfField })

const bothLanguages = v.object({ vi: v.string(), en: v.string() })

/** A member an audit entry names: who acted, or whose account was changed. */
export const auditMember = v.object({ id: v.number(), name: v.string(), email: v.string() })

/**
 * One change in the audit log: who, when, what, and the values before and after. `action` and
 * `target` are the log's own codes (`post.edit`, `post:12`); beside them, what the target is now,
 * read when the log is (null once it is gone), so the admin reads names and follows links.
 */
export const auditEntry = v.object({
  id: v.number(),
  actor: v.string(),
  action: v.string(),
  target: v.string(),
  before: v.unknown(),
  after: v.unknown(),
  created_at: v.string(),
  /** The admin who acted, while their account exists; null for the command line. */
  by: v.nullable(auditMember),
  /** The post changed, or the post of the chapter changed. */
  post: v.nullable(
    v.object({ id: v.number(), slug: v.string(), posttype: posttypeSchema, title: bothLanguages }),
  ),
  /** The chapter changed. */
  chapter: v.nullable(v.object({ id: v.number(), title: bothLanguages })),
  /** The member whose account was changed. */
  member: v.nullable(auditMember),
  /** The category or person changed (a person's name is the same in both languages). */
  term: v.nullable(v.object({ id: v.number(), name: bothLanguages })),
})

/** A member as admins see them: with their role and how many sessions are live. */
export const adminMember = v.object({
  id: v.number(),
  name: v.string(),
  email: v.string(),
  role: roleSchema,
  created_at: v.string(),
  live_sessions: v.number(),
  /** The highest age rating an admin lets them see (src/contract/age-ratings.ts); null: no limit. */
  age_limit: v.nullish(ageRatingSchema, null),
  /** A lower one they chose themselves; null: none. */
  own_age_limit: v.nullish(ageRatingSchema, null),
  hidden_categories: v.nullish(v.array(hiddenCategory), []),
})

const byOutcome = v.record(v.string(), v.number())

/**
 * `GET /admin/overview/`: the site in figures for the admin area's home: posts of each type
 * (published or not), members, views of the last seven days, and the library's state.
 */
export const adminOverview = v.object({
  posts: v.array(v.object({ posttype: posttypeSchema, published: v.number(), unpublished: v.number() })),
  members: v.object({ total: v.number(), admins: v.number(), new_this_week: v.number() }),
  /** Views counted over the last seven days, today's included, of every post. */
  views_week: v.number(),
  library: v.object({
    configured: v.boolean(),
    /** Posts imported from the library, and their chapters. */
    posts: v.number(),
    chapters: v.number(),
    /** Library items whose post an admin deleted: a rescan passes them over. */
    removed: v.number(),
    /** The last full scan finished: when, how, what it did to posts and chapters, files passed over. */
    last_scan: v.nullable(
      v.object({
        finished_at: v.string(),
        state: v.string(),
        posts: byOutcome,
        chapters: byOutcome,
        skipped_total: v.number(),
      }),
    ),
  }),
})
