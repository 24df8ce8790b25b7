import * as v from 'valibot'
import { FINDER_PAGE_SIZE, FINDER_REVIEWS_PAGE_SIZE } from '../limits.ts'
import { finderMemberRoute, finderMembersRoute } from '../paths.ts'
import { pageExtras } from '../schemas/envelope.ts'
import { memberCardSchema, memberProfileSchema } from '../schemas/finder.ts'
import { finderMemberParams, finderMemberQuery, finderSearchQuery } from '../schemas/finder-requests.ts'
import { endpoint } from './endpoint.ts'

/*
 * The finder (spec §2, §6: members only): one member looks for another and reads their public
 * profile. Never kept (one member's view of others, and a renamed or deleted member shows at once);
 * counted by the `finder` limit, so no one copies the members list a page at a time.
 */
const area = 'finder'
const finder = {
  area,
  method: 'GET',
  access: 'member',
  limit: 'finder',
  cache: { kind: 'no-store', vary: 'Authorization' },
} as const

export const finderMembers = endpoint({
  ...finder,
  name: 'finderMembers',
  doc: {
    request: '`/finder/members/?q=&page=` (`q` 2 to 100 characters, trimmed; `page` 1 to 1000)',
    answer: `\`[{name, username, avatar: Image|null}]\` (${FINDER_PAGE_SIZE} a page, by name), \`is_next\`, \`paged\`: members with a username whose name has words beginning with every word of \`q\` (without accents or case) or whose username begins with \`q\`; the one asking is left out; visitor 401`,
  },
  path: finderMembersRoute,
  summary: `Members found by name or username (members only, ${FINDER_PAGE_SIZE} a page)`,
  query: finderSearchQuery,
  answer: v.array(memberCardSchema),
  extras: pageExtras,
})

export const finderMember = endpoint({
  ...finder,
  name: 'finderMember',
  doc: {
    request: '`/finder/members/{username}/[?page=n]` (the username in any letter case)',
    answer: `\`{name, username, avatar: Image|null, about, joined_at, review_count, reviews: [{rating, content, created_at, updated_at, post: {title, slug, posttype}}]}\` (reviews of published posts, ${FINDER_REVIEWS_PAGE_SIZE} a page, last changed first), \`is_next\`, \`paged\`; no member with that username: 404 \`Member not found\`; visitor 401`,
  },
  path: finderMemberRoute,
  summary: "A member's public profile and their reviews, by username; none: 404 `Member not found`",
  params: finderMemberParams,
  query: finderMemberQuery,
  answer: memberProfileSchema,
  extras: pageExtras,
})

export const finderEndpoints = [finderMembers, finderMember]
