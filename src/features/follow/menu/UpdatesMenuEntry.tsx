import { Plural, Trans } from '@lingui/react/macro'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'
import type { Language } from '../../../contract/languages.ts'
import { tokenAtom } from '../../../shared/auth-atoms.ts'
import { useHydrated } from '../../../shared/react/use-hydrated.ts'
import { AppLink } from '../../../shared/ui/AppLink.tsx'
import { LineIcon } from '../../../shared/ui/LineIcon.tsx'
import { sessionTag } from '../../library/index.ts'
import { updatesQueryOptions } from '../api.ts'
import { useFreshUpdates } from '../use-fresh-updates.ts'

const BELL = 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0'

/**
 * The menu's way to Updates and the lists, for a member: with how many chapters are unread (asked for
 * while the menu is shown, every minute), said in the link's name too.
 */
export function UpdatesMenuEntry({ language }: { language: Language }) {
  // A visitor's menu, as the server drew it, until the menu is taken over (NavMenu).
  const hydrated = useHydrated()
  const stored = useAtomValue(tokenAtom)
  const token = hydrated ? stored : null
  const session = sessionTag(token ?? '')
  const updates = useInfiniteQuery({ ...updatesQueryOptions(language, session), enabled: token !== null })
  useFreshUpdates(session)
  if (!token) return null
  const unread = updates.data?.pages[0]?.unread ?? 0
  return (
    <>
      <li>
        <AppLink href={`/${language}/updates`} className="nav__item">
          <LineIcon d={BELL} />
          <span>
            <Trans>Updates</Trans>
          </span>
          {unread > 0 ? (
            <span className="nav__count">
              <Plural value={unread} one="# unread" other="# unread" />
            </span>
          ) : null}
        </AppLink>
      </li>
      <li>
        <AppLink href={`/${language}/saved?list=followed`} className="nav__item">
          <LineIcon d="M5 4h14v16l-7-4-7 4z" />
          <span>
            <Trans context="menu entry">Following</Trans>
          </span>
        </AppLink>
      </li>
    </>
  )
}
