import { librarySyncRoute } from '../paths.ts'
import { librarySyncAnswer, librarySyncBody } from '../schemas/library-sync.ts'
import { UPDATES_DAYS, UPDATES_PAGE, updatesAnswer, updatesQuery } from '../schemas/updates.ts'
import { endpoint, jsonBody } from './endpoint.ts'

/*
 * The member's library on every device (server/sync). A module of its own: the account's calls are in
 * the readers' and detail pages' first load, and the library's sync (with its schemas) loads late.
 */

/** Never kept: it is one person's (docs/api.md). */
const library = {
  area: 'sync',
  access: 'member',
  cache: { kind: 'no-store', vary: 'Authorization, X-Device-Id' },
} as const

export const librarySync = endpoint({
  ...library,
  name: 'librarySync',
  doc: {
    request: '(header `If-None-Match` optional)',
    answer:
      "`{saved, history, liked, positions}`: the member's library (below); `ETag`, and 304 when it is the one named; never cached (`no-store`); visitor 401",
  },
  method: 'GET',
  path: librarySyncRoute,
  summary:
    "The member's library (saved, history, liked, positions) with its ETag; 304 when it is the one named",
  answer: librarySyncAnswer,
})

export const librarySyncSend = endpoint({
  ...library,
  name: 'librarySyncSend',
  doc: {
    request: 'JSON `{changes?, positions?, csrf_token}`; (and `X-Device-Id` when the token is bound to it)',
    answer:
      'the same, after merging the changes in; at most 200 of each and 64 kB; limited like every write; without a valid CSRF token: 403',
  },
  method: 'POST',
  path: librarySyncRoute,
  summary:
    "A device's changes merged into the member's library (at most 200 of each, 64 kB); answers the merged library",
  body: jsonBody(librarySyncBody),
  answer: librarySyncAnswer,
  csrf: 'body',
  limit: 'library',
})

/** `GET /library/updates/`: new chapters and episodes of the posts the member follows. */
export const libraryUpdatesRoute = '/library/updates/'

export const libraryUpdates = endpoint({
  ...library,
  name: 'libraryUpdates',
  doc: {
    request: '`before` (optional): the `next` of the page before',
    answer: `\`{updates: [{post, index, title, at, read}], unread, next}\`: the chapters and episodes of the posts the member follows that came in the last ${UPDATES_DAYS} days, newest first, ${UPDATES_PAGE} a page; \`read\` when the member has a place in it (any device, any reader app); \`unread\` counts those that came after the member followed the post and are not read (all pages); \`next\` is null on the last page; visitor 401`,
  },
  method: 'GET',
  path: libraryUpdatesRoute,
  summary: 'New chapters and episodes of the posts the member follows, newest first, with read marks',
  query: updatesQuery,
  answer: updatesAnswer,
})

export const syncEndpoints = [librarySync, librarySyncSend, libraryUpdates]
