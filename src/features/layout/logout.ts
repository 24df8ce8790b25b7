import * as v from 'valibot'
import type { Language } from '../../contract/languages.ts'
import { logoutRoute } from '../../contract/paths.ts'
import { successOf } from '../../contract/schemas/envelope.ts'
import { apiRequest } from '../../shared/api/client.ts'
import { forgetToken, tokenAtom, userAtom } from '../../shared/auth-atoms.ts'
import { store } from '../../shared/store.ts'

const logoutResponse = successOf(v.unknown())

/**
 * Spec §4 logout: the server revokes the session, then this device forgets it. The device forgets it
 * even when the server cannot be reached: signing out must always work, offline too.
 */
export async function logout(language: Language) {
  if (store.get(tokenAtom)) {
    await apiRequest(language, logoutRoute, logoutResponse, { method: 'POST', auth: true }).catch(() => {})
  }
  forgetToken()
  store.set(userAtom, null)
}
