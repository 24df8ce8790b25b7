import type { Language } from '../../../contract/languages.ts'
import { tokenAtom } from '../../../shared/auth-atoms.ts'
import { store } from '../../../shared/store.ts'

/**
 * The library follows a member to every device (issue 24): its sync starts whenever a token is held,
 * at start-up and at each sign-in, here or in another tab. A visitor never loads its code.
 */
export function followMember(language: Language) {
  const follow = () => {
    if (store.get(tokenAtom) === null) return
    import('./start.ts').then((library) => library.startSync(language)).catch(() => {})
  }
  follow()
  return store.sub(tokenAtom, follow)
}
