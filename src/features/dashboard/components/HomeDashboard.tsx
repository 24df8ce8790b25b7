import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Suspense } from 'react'
import type { Language } from '../../../contract/languages.ts'
import { useLibrary } from '../../../entities/library/use-library.ts'
import { usePageHead } from '../../../shared/head/use-page-head.ts'
import { withAllMessages } from '../../../shared/i18n/activate.ts'
import { lazyPart } from '../../../shared/react/lazy-part.ts'
import { homeIndexQueryOptions } from '../../home/index.ts'
import { loadContinueRow } from '../../library/index.ts'
import { Dashboard } from './Dashboard.tsx'

// A device that has read or watched nothing (every first visit) never asks for its code.
const ContinueRow = lazyPart(withAllMessages(loadContinueRow))

/** The home page: the modules of the home index, the same answer the side menu comes from. */
export function HomeDashboard({ language }: { language: Language }) {
  const { data } = useSuspenseQuery(homeIndexQueryOptions(language))
  const readBefore = useLibrary().viewedHistory.length > 0
  usePageHead(language, data, (heads, place) => heads.homeHead(place, heads.dashboardPicture(data.modules)))
  return (
    <>
      <h1 className="dashboard__title">
        <Trans>Home</Trans>
      </h1>
      {/* Pick up where the visitor left off before the catalogue's own modules. */}
      {readBefore ? (
        <Suspense fallback={null}>
          <ContinueRow language={language} />
        </Suspense>
      ) : null}
      <Dashboard modules={data.modules} language={language} />
    </>
  )
}
