import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { type ReactNode, Suspense } from 'react'
import type { Language } from '../../../contract/languages.ts'
import { useLibrary } from '../../../entities/library/use-library.ts'
import { usePageHead } from '../../../shared/head/use-page-head.ts'
import { homeIndexQueryOptions } from '../../home/index.ts'
import { Dashboard } from './Dashboard.tsx'

/**
 * The home page: the modules of the home index, the same answer the side menu comes from, after the
 * library's 'Continue' row (given by the route) on a device that has read or watched something.
 */
export function HomeDashboard({ language, continueRow }: { language: Language; continueRow: ReactNode }) {
  const { data } = useSuspenseQuery(homeIndexQueryOptions(language))
  const readBefore = useLibrary().viewedHistory.length > 0
  usePageHead(language, data, (heads, place) => heads.homeHead(place, heads.dashboardPicture(data.modules)))
  return (
    <>
      <h1 className="dashboard__title">
        <Trans>Home</Trans>
      </h1>
      {/* Pick up where the visitor left off before the catalogue's own modules. */}
      {readBefore ? <Suspense fallback={null}>{continueRow}</Suspense> : null}
      <Dashboard modules={data.modules} language={language} />
    </>
  )
}
