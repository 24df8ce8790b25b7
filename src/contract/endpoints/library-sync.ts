import { librarySyncRoute } from '../paths.ts'
import { librarySyncAnswer, librarySyncBody } from '../schemas/library-sync.ts'
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

export const syncEndpoints = [librarySync, librarySyncSend]
