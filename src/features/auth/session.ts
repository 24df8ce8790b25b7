import { me } from '../../contract/endpoints/session.ts'
import type { Language } from '../../contract/languages.ts'
import type { Session } from '../../contract/schemas/session.ts'
import { callData } from '../../shared/api/call.ts'
import { saveToken, tokenAtom, userAtom } from '../../shared/auth-atoms.ts'
import { store } from '../../shared/store.ts'

/**
 * Who the stored token belongs to. Kept out of the query cache on purpose: that cache is written to
 * IndexedDB, and a member's details belong in the auth state only (spec §3).
 */
async function getMe(language: Language, signal?: AbortSignal) {
  return callData(language, me, signal ? { signal } : {})
}

/** The token the user in userAtom was read for: another one (another tab's sign-in) needs a new read. */
let userToken: string | null = null
let asking: AbortController | undefined

/** Spec §4: signing in sets the user and the token, and stores the token. */
export function signIn(session: Session, remember: boolean) {
  userToken = session.token
  store.set(userAtom, session.user)
  saveToken(session.token, remember)
}

/** Asks the server who the token belongs to; a 401 drops the token (the API client does). */
async function fillUser(language: Language, token: string) {
  asking?.abort()
  const controller = new AbortController()
  asking = controller
  try {
    const user = await getMe(language, controller.signal)
    if (controller.signal.aborted || store.get(tokenAtom) !== token) return
    userToken = token
    store.set(userAtom, user)
  } catch {
    // Offline or a server error: the token stays and the app works as a member without the name.
  }
}

/**
 * A token survives a reload but the user does not: read it at start-up. From then on keep the two
 * together when the token changes elsewhere (another tab signing in or out, a 401).
 */
export function restoreSession(language: Language) {
  const sync = () => {
    const token = store.get(tokenAtom)
    if (token === null) {
      asking?.abort()
      userToken = null
      store.set(userAtom, null)
    } else if (token !== userToken) void fillUser(language, token)
  }
  sync()
  return store.sub(tokenAtom, sync)
}
