import * as v from 'valibot'
import { appKeyRevokeRoute, appKeysRoute } from '../app-key-paths.ts'
import { APP_KEYS_MAX } from '../limits.ts'
import { accountCsrfBody, appKeyCreateBody } from '../schemas/account-requests.ts'
import { appKeyCreatedAnswer, appKeyRevokeAnswer, appKeySchema } from '../schemas/app-keys.ts'
import { idParam } from '../schemas/requests.ts'
import { accountForm, mine, write } from './account.ts'
import { endpoint } from './endpoint.ts'

/*
 * A member's keys for reader apps (server/app-keys), account calls like the others. A module of their
 * own: the app's readers and detail pages load the account's calls, and need none of these.
 */

export const appKeys = endpoint({
  ...mine,
  name: 'appKeys',
  doc: {
    answer:
      '`[{id, name, created_at, last_used_at, last_used_from}]`, newest first: when and from which address an app last used each (null until one has)',
  },
  method: 'GET',
  path: appKeysRoute,
  summary: "The member's keys for reader apps (OPDS catalogues, KOReader's sync), newest first",
  answer: v.array(appKeySchema),
})

export const appKeyCreate = endpoint({
  ...write,
  name: 'appKeyCreate',
  doc: {
    request: '`name` (1–50, one line: the app or device the key is for)',
    answer: `\`{key, app_key}\`: the key (26 letters and digits) is in this answer only; the server keeps its hash. At most ${APP_KEYS_MAX} keys a member: 409 \`You have too many app keys\`. Audited as \`app-key.create\``,
  },
  path: appKeysRoute,
  summary: 'Makes a key for a reader app; the key is shown in this answer only',
  body: accountForm(appKeyCreateBody),
  answer: appKeyCreatedAnswer,
})

export const appKeyRevoke = endpoint({
  ...write,
  name: 'appKeyRevoke',
  doc: {
    answer:
      "`{id, revoked: true}`: apps using it are refused from then on; a key that is not the member's: 404. Audited as `app-key.revoke`",
  },
  path: appKeyRevokeRoute,
  summary: "Revokes one of the member's app keys; another member's is a 404",
  params: v.object({ id: idParam }),
  body: accountForm(accountCsrfBody),
  answer: appKeyRevokeAnswer,
})

export const appKeyEndpoints = [appKeys, appKeyCreate, appKeyRevoke]
