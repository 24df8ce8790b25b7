import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { Language } from '../../../shared/i18n/languages.ts'
import { AppHeader } from './AppHeader.tsx'

export function AppLayout({ language, children }: { language: Language; children: ReactNode }) {
  return (
    <div className="app">
      <a href="#main" className="skip-link">
        <Trans>Skip to content</Trans>
      </a>
      <AppHeader language={language} />
      <main id="main" className="app__main" tabIndex={-1}>
        {children}
      </main>
    </div>
  )
}
