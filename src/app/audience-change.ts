import type { QueryClient } from '@tanstack/react-query'
import { tokenAtom } from '../shared/auth-atoms.ts'
import { kioskAtom } from '../shared/kiosk.ts'
import { store } from '../shared/store.ts'

/*
 * What the server answers depends on who asks (server/audience/): a member's limit and hidden
 * categories, a kiosk's chosen rating. An answer kept for one asker must not be shown to the next,
 * so when the session or the kiosk's limit changes every kept answer is reset: the screens on show
 * ask again, the others when they are next opened.
 */

const audienceOf = () => {
  const kiosk = store.get(kioskAtom)
  return `${store.get(tokenAtom) ?? ''} ${kiosk.on ? kiosk.ageLimit : ''}`
}

export function askAgainWhenAudienceChanges(queryClient: QueryClient) {
  let last = audienceOf()
  const check = () => {
    const now = audienceOf()
    if (now === last) return
    last = now
    void queryClient.resetQueries()
  }
  store.sub(tokenAtom, check)
  store.sub(kioskAtom, check)
}
