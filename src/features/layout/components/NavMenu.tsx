import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'
import { Fragment, type ReactNode } from 'react'
import type { Language } from '../../../contract/languages.ts'
import { isSignedInAtom } from '../../../shared/auth-atoms.ts'
import { isKioskAtom } from '../../../shared/kiosk.ts'
import { useHydrated } from '../../../shared/react/use-hydrated.ts'
import { DownloadsMenuEntry } from '../../downloads/index.ts'
import { UpdatesMenuEntry } from '../../follow/index.ts'
import { keyedEntries, kioskEntries, listedEntries } from '../nav-entries.ts'
import { siteMenuQueryOptions } from '../site-menu.ts'
import { MenuOutline } from './MenuOutline.tsx'
import { NavEntry } from './NavEntry.tsx'

/**
 * The side menu's entries, built from the home index's navbar (spec §2) for a visitor or a member,
 * then the app's own (children), inside the same navigation landmark.
 */
export function NavMenu({ language, children }: { language: Language; children?: ReactNode }) {
  const { t } = useLingui()
  // Taken over as the server drew it: a visitor's, even if a member signed in before its code came.
  const hydrated = useHydrated()
  const signedIn = useAtomValue(isSignedInAtom) && hydrated
  const kiosk = useAtomValue(isKioskAtom)
  const menu = useQuery(siteMenuQueryOptions(language))
  if (!menu.data) {
    return (
      <nav className="nav" aria-label={t`Main menu`}>
        {menu.isError ? (
          <p className="nav__error">
            <Trans>Could not load the menu.</Trans>{' '}
            <button type="button" className="link-button" onClick={() => menu.refetch()}>
              <Trans>Try again</Trans>
            </button>
          </p>
        ) : (
          <MenuOutline />
        )}
        {children}
      </nav>
    )
  }
  const navbar = kiosk ? kioskEntries(menu.data.navbar) : menu.data.navbar
  const entries = keyedEntries(listedEntries(navbar, signedIn))
  return (
    <nav className="nav" aria-label={t`Main menu`}>
      <ul className="nav__list">
        {entries.map(({ entry, key }) => (
          <Fragment key={key}>
            <NavEntry entry={entry} language={language} />
            {entry.name === 'historyContents' ? (
              <>
                <DownloadsMenuEntry language={language} />
                <UpdatesMenuEntry language={language} />
              </>
            ) : null}
          </Fragment>
        ))}
      </ul>
      {children}
    </nav>
  )
}
