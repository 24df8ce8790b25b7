import * as v from 'valibot'
import {
  accountDeleteRoute,
  accountExportRoute,
  accountSessionsRoute,
  avatarDeleteRoute,
  avatarRoute,
  emailChangeRoute,
  librarySyncRoute,
  otherSessionsRevokeRoute,
  passwordChangeRoute,
  profileRoute,
  sessionRevokeRoute,
} from '../paths.ts'
import {
  accountDeleteAnswer,
  accountSessionSchema,
  avatarAnswer,
  emailChangeAnswer,
  otherSessionsRevokeAnswer,
  passwordChangeAnswer,
  profileAnswer,
  sessionRevokeAnswer,
} from '../schemas/account.ts'
import {
  accountCsrfBody,
  accountDeleteBody,
  emailChangeBody,
  passwordChangeBody,
  profileBody,
} from '../schemas/account-requests.ts'
import { librarySyncAnswer, librarySyncBody } from '../schemas/library-sync.ts'
import { idParam } from '../schemas/requests.ts'
import { type BodyRule, endpoint, jsonBody, noStore, type Schema } from './endpoint.ts'

/*
 * The member's own account (docs/api.md "Account"): every answer `no-store`, refusals included; every
 * write with the CSRF token, the Bearer session and the account's write limit.
 */
const area = 'account'

/** An account form: its rules are whole sentences (spec §5), shown as they are. */
const accountForm = <S extends Schema>(schema: S): BodyRule<S> => ({
  schema,
  as: 'form',
  errors: 'sentences',
})

const mine = { area, access: 'member', cache: noStore } as const
const write = { ...mine, method: 'POST', csrf: 'body', limit: 'account' } as const

export const profile = endpoint({
  ...mine,
  name: 'profile',
  method: 'GET',
  path: profileRoute,
  summary: "The member's profile",
  answer: profileAnswer,
})

export const profileSave = endpoint({
  ...write,
  name: 'profileSave',
  path: profileRoute,
  summary: "Saves the member's profile; answers it as saved",
  body: accountForm(profileBody),
  answer: profileAnswer,
})

export const avatar = endpoint({
  ...write,
  name: 'avatar',
  path: avatarRoute,
  summary:
    'A new avatar: the body is the image (JPG or PNG, at most 2 MB), the token in X-CSRF-Token; stored as WebP',
  answer: avatarAnswer,
  csrf: 'header',
})

export const avatarDelete = endpoint({
  ...write,
  name: 'avatarDelete',
  path: avatarDeleteRoute,
  summary: "Removes the member's avatar",
  body: accountForm(accountCsrfBody),
  answer: avatarAnswer,
})

export const emailChange = endpoint({
  ...write,
  name: 'emailChange',
  path: emailChangeRoute,
  summary: "Changes the member's email with their password (409 when taken); ends their other sessions",
  body: accountForm(emailChangeBody),
  answer: emailChangeAnswer,
})

export const passwordChange = endpoint({
  ...write,
  name: 'passwordChange',
  path: passwordChangeRoute,
  summary: "Changes the member's password with the current one; ends their other sessions",
  body: accountForm(passwordChangeBody),
  answer: passwordChangeAnswer,
})

export const accountSessions = endpoint({
  ...mine,
  name: 'accountSessions',
  method: 'GET',
  path: accountSessionsRoute,
  summary: "The member's live sessions, last used first, the request's own marked `current`",
  answer: v.array(accountSessionSchema),
})

export const sessionRevoke = endpoint({
  ...write,
  name: 'sessionRevoke',
  path: sessionRevokeRoute,
  summary: "Ends one of the member's sessions; another member's is a 404",
  params: v.object({ id: idParam }),
  body: accountForm(accountCsrfBody),
  answer: sessionRevokeAnswer,
})

export const otherSessionsRevoke = endpoint({
  ...write,
  name: 'otherSessionsRevoke',
  path: otherSessionsRevokeRoute,
  summary: "Ends every session of the member but the request's",
  body: accountForm(accountCsrfBody),
  answer: otherSessionsRevokeAnswer,
})

export const accountExport = endpoint({
  ...mine,
  name: 'accountExport',
  method: 'GET',
  path: accountExportRoute,
  summary: 'Everything the site keeps about the member, as a JSON file to download',
})

export const accountDelete = endpoint({
  ...write,
  name: 'accountDelete',
  path: accountDeleteRoute,
  summary: "Deletes the member's account with their password: their likes, ratings and library go too",
  body: accountForm(accountDeleteBody),
  answer: accountDeleteAnswer,
})

/** The member's library on every device (docs/api.md), never kept: it is one person's. */
const library = {
  area: 'sync',
  access: 'member',
  cache: { kind: 'no-store', vary: 'Authorization, X-Device-Id' },
} as const

export const librarySync = endpoint({
  ...library,
  name: 'librarySync',
  method: 'GET',
  path: librarySyncRoute,
  summary:
    "The member's library (saved, history, liked, positions) with its ETag; 304 when it is the one named",
  answer: librarySyncAnswer,
})

export const librarySyncSend = endpoint({
  ...library,
  name: 'librarySyncSend',
  method: 'POST',
  path: librarySyncRoute,
  summary:
    "A device's changes merged into the member's library (at most 200 of each, 64 kB); answers the merged library",
  body: jsonBody(librarySyncBody),
  answer: librarySyncAnswer,
  csrf: 'body',
  limit: 'library',
})

export const accountEndpoints = [
  profile,
  profileSave,
  avatar,
  avatarDelete,
  emailChange,
  passwordChange,
  accountSessions,
  sessionRevoke,
  otherSessionsRevoke,
  accountExport,
  accountDelete,
]
export const syncEndpoints = [librarySync, librarySyncSend]
