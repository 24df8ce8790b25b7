import { logout as logoutCall } from '../../contract/endpoints/auth.ts'
import type { Language } from '../../contract/languages.ts'
import { call } from '../../shared/api/call.ts'
import { forgetToken, tokenAtom, userAtom } from '../../shared/auth-atoms.ts'
import { store } from '../../shared/store.ts'
import { loadLibrarySync } from '../library/index.ts'
import { endPushAtSignOut } from '../push/index.ts'

/** Sending the library's last changes waits this long at most: signing out must not hang offline. */
const LAST_SYNC_MS = 3000
/** Ending this browser's notifications too. */
const PUSH_END_MS = 3000

async function atMost(ms: number, work: Promise<unknown>) {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise((resolve) => {
    timer = setTimeout(resolve, ms)
  })
  await Promise.race([work.catch(() => {}), late]).finally(() => clearTimeout(timer))
}

/**
 * Spec §4 logout: the server revokes the session, then this device forgets it. The device forgets it
 * even when the server cannot be reached: signing out must always work, offline too. The library's
 * changes still waiting go to the member's copy first; the device keeps its own copy with
 * `keepLibrary` only (issue 24). A browser subscribed to the member's notifications is unsubscribed.
 */
export async function logout(language: Language, keepLibrary = true) {
  if (store.get(tokenAtom)) {
    const sync = await loadLibrarySync().catch(() => undefined)
    await sync?.endSync(keepLibrary, LAST_SYNC_MS)
    // While the session still stands: the server removes the device only for its member.
    await atMost(PUSH_END_MS, endPushAtSignOut(language))
    await call(language, logoutCall, {}).catch(() => {})
  }
  forgetToken()
  store.set(userAtom, null)
}
