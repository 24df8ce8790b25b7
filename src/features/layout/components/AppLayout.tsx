import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { Language } from '../../../contract/languages.ts'
import { useMediaQuery } from '../../../shared/hooks/use-media-query.ts'
import { DESKTOP_MIN_WIDTH } from '../../../shared/limits.ts'
import { OfflineIndicator } from '../../../shared/ui/OfflineIndicator.tsx'
import { UpdatePrompt } from '../../install/index.ts'
import { KioskMode } from '../../kiosk/index.ts'
import { useRouteChange } from '../use-route-change.ts'
import { AppHeader } from './AppHeader.tsx'
import { SideMenu } from './SideMenu.tsx'
import { SiteFooter } from './SiteFooter.tsx'

/** The frame of every page in a language: header, side menu, the page, footer, bottom bar. */
export function AppLayout({ language, children }: { language: Language; children: ReactNode }) {
  // The server draws the menu docked, with its entries: the styles dock it beside the page at a
  // desktop's width and keep it off screen below, so a first visit moves nothing at any width.
  const docked = useMediaQuery(`(min-width: ${DESKTOP_MIN_WIDTH}px)`, true)
  useRouteChange()
  return (
    <div className="app">
      <a href="#main" className="skip-link">
        <Trans>Skip to content</Trans>
      </a>
      <AppHeader language={language} />
      <SideMenu language={language} docked={docked} />
      <div className="app__page">
        <OfflineIndicator />
        <main id="main" className="app__main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter language={language} />
      </div>
      <UpdatePrompt />
      <KioskMode language={language} />
    </div>
  )
}
