import * as v from 'valibot'
import {
  accountDeleteRoute,
  accountExportRoute,
  accountSessionsRoute,
  avatarDeleteRoute,
  avatarRoute,
  emailChangeRoute,
  otherSessionsRevokeRoute,
  ownAgeLimitRoute,
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
import { ownAgeLimitAnswer, ownAgeLimitBody } from '../schemas/own-age-limit.ts'
import { idParam } from '../schemas/requests.ts'
import { type BodyRule, endpoint, formBody, noStore, type Schema } from './endpoint.ts'

/*
 * The member's own account (docs/api.md "Account"): every answer `no-store`, refusals included; every
 * write with the CSRF token, the Bearer session and the account's write limit.
 */
const area = 'account'

/** An account form: its rules are whole sentences (spec §5), shown as they are. */
export const accountForm = <S extends Schema>(schema: S): BodyRule<S> => ({
  schema,
  as: 'form',
  errors: 'sentences',
})

export const mine = { area, access: 'member', cache: noStore } as const
export const write = { ...mine, method: 'POST', csrf: 'body', limit: 'account' } as const

export const profile = endpoint({
  ...mine,
  name: 'profile',
  doc: {
    answer:
      'Profile `{id, email, name, role, full_name, username, about, avatar: Image|null, created_at}` (empty strings for what is not set)',
  },
  method: 'GET',
  path: profileRoute,
  summary: "The member's profile",
  answer: profileAnswer,
})

export const profileSave = endpoint({
  ...write,
  name: 'profileSave',
  doc: {
    request:
      '`name` (2–50), `full_name` (≤ 100, one line), `username` (3–30 of `A-Z a-z 0-9 . _`, unique in any letter case: 409 `Username is already taken`), `about` (≤ 500, lines allowed)',
    answer:
      'the Profile. Empty optional fields are stored as none; the name is kept in NFC and trimmed as at register',
  },
  path: profileRoute,
  summary: "Saves the member's profile; answers it as saved",
  body: accountForm(profileBody),
  answer: profileAnswer,
})

export const avatar = endpoint({
  ...write,
  name: 'avatar',
  doc: {
    request: 'body: the file (any `Content-Type`: `application/octet-stream` or `image/…`)',
    answer:
      "`{avatar: Image}`. Read by its content, not its name or type: a JPEG or PNG (400 `Avatar must be a JPG, JPEG or PNG image`), at most 2 MB (413 `Avatar must be at most 2MB`, before it is all read) and 40 million pixels (400 `Avatar has too many pixels`, found from the header before anything is decoded). Stored turned upright, cropped to a 512 px square, as WebP without the original's metadata, in `avatars/{member id}/` under MEDIA_DIR; the older one goes",
  },
  path: avatarRoute,
  summary:
    'A new avatar: the body is the image (JPG or PNG, at most 2 MB), the token in X-CSRF-Token; stored as WebP',
  answer: avatarAnswer,
  csrf: 'header',
})

export const avatarDelete = endpoint({
  ...write,
  name: 'avatarDelete',
  doc: { answer: '`{avatar: null}`; the files go' },
  path: avatarDeleteRoute,
  summary: "Removes the member's avatar",
  body: accountForm(accountCsrfBody),
  answer: avatarAnswer,
})

export const emailChange = endpoint({
  ...write,
  name: 'emailChange',
  doc: {
    request: '`email`, `current_password`',
    answer:
      "`{email, sessions_ended}`: every other session of the member is ended. Another account's email (any case): 409 `Email is already registered`",
  },
  path: emailChangeRoute,
  summary: "Changes the member's email with their password (409 when taken); ends their other sessions",
  body: accountForm(emailChangeBody),
  answer: emailChangeAnswer,
})

export const passwordChange = endpoint({
  ...write,
  name: 'passwordChange',
  doc: {
    request: '`current_password`, `password` (6–32), `confirmPassword`',
    answer: '`{sessions_ended}`: every other session ended, and every app key revoked',
  },
  path: passwordChangeRoute,
  summary: "Changes the member's password with the current one; ends their other sessions",
  body: accountForm(passwordChangeBody),
  answer: passwordChangeAnswer,
})

export const accountSessions = endpoint({
  ...mine,
  name: 'accountSessions',
  doc: {
    answer:
      '`[{id, browser, system, mobile, address, created_at, last_used_at, current}]`, live sessions, last used first: `browser` (`Chrome 131`) and `system` (`Android`, `iPhone`, `Windows`…) read from the User-Agent kept with the session (its first 300 characters), null when not recognised; `address` the one it was last used from; `current` is the one asking',
  },
  method: 'GET',
  path: accountSessionsRoute,
  summary: "The member's live sessions, last used first, the request's own marked `current`",
  answer: v.array(accountSessionSchema),
})

export const sessionRevoke = endpoint({
  ...write,
  name: 'sessionRevoke',
  doc: { answer: "`{id, revoked: true, current}`; a session that is not the member's: 404" },
  path: sessionRevokeRoute,
  summary: "Ends one of the member's sessions; another member's is a 404",
  params: v.object({ id: idParam }),
  body: accountForm(accountCsrfBody),
  answer: sessionRevokeAnswer,
})

export const otherSessionsRevoke = endpoint({
  ...write,
  name: 'otherSessionsRevoke',
  doc: { answer: '`{revoked}`: every session but the one asking ended' },
  path: otherSessionsRevokeRoute,
  summary: "Ends every session of the member but the request's",
  body: accountForm(accountCsrfBody),
  answer: otherSessionsRevokeAnswer,
})

export const accountExport = endpoint({
  ...mine,
  name: 'accountExport',
  doc: {
    answer:
      '`content-disposition: attachment`; `data` is everything kept about the member: `{exported_at, profile, sessions, app_keys, likes, ratings, library, positions, push_devices, push_settings, push_sent, e_reader_positions}` (app keys by name and use, never their hashes; ratings with their reviews; the saved, history and followed posts and the reading lists (`shelf`), removals remembered, reading and film positions; the browsers told of new chapters (by their User-Agent, never their push address or keys), the notification settings and the chapters told of; where KOReader’s progress sync last put the member in each of its documents). Built from a list of parts (`exportParts` in server/account/export.ts)',
  },
  method: 'GET',
  path: accountExportRoute,
  summary: 'Everything the site keeps about the member, as a JSON file to download',
})

export const accountDelete = endpoint({
  ...write,
  name: 'accountDelete',
  doc: {
    request: '`current_password`',
    answer:
      "`{deleted: true}`: the member and everything keyed to them go in one transaction (sessions, likes, ratings with their reviews), the posts' `like_count`, `rating_total` and `rating_count` moved back by exactly what the member gave, the avatar's files removed. The audit log keeps `member.delete` on `member:{id}` with no data, and the member's own admin entries name them `deleted member:{id}` instead of their email",
  },
  path: accountDeleteRoute,
  summary: "Deletes the member's account with their password: their likes, ratings and library go too",
  body: accountForm(accountDeleteBody),
  answer: accountDeleteAnswer,
})

export const ownAgeLimit = endpoint({
  ...mine,
  name: 'ownAgeLimit',
  doc: {
    answer:
      '`{age_limit, own_age_limit, effective}`: the highest age rating an admin lets the member see, the lower one they chose, and the stricter of the two (each 0, 13, 16, 18 or null for none)',
  },
  method: 'GET',
  path: ownAgeLimitRoute,
  summary: 'The highest age rating the member sees: the admin’s limit and their own',
  answer: ownAgeLimitAnswer,
})

export const ownAgeLimitSave = endpoint({
  ...write,
  name: 'ownAgeLimitSave',
  doc: {
    request: 'form `own_age_limit` (`0`, `13`, `16`, `18`, or empty for none), `csrf_token`',
    answer:
      "the same as the GET; above the admin's limit: 400 `You cannot choose more than the limit an admin set (13+)`. Audited as `member.own-age-limit`",
  },
  path: ownAgeLimitRoute,
  summary: "Sets the member's own age limit, never above an admin's",
  body: formBody(ownAgeLimitBody),
  answer: ownAgeLimitAnswer,
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
  ownAgeLimit,
  ownAgeLimitSave,
]
