import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { Language } from '../../../contract/languages.ts'
import { usePageHead } from '../../../shared/head/use-page-head.ts'
import { homeIndexQueryOptions } from '../../home/api.ts'
import { ContinueRow } from '../../library/components/ContinueRow.tsx'
import { Dashboard } from './Dashboard.tsx'

/** The home page: the modules of the home index, the same answer the side menu comes from. */
export function HomeDashboard({ language }: { language: Language }) {
  const { data } = useSuspenseQuery(homeIndexQueryOptions(language))
  usePageHead(language, data, (heads, place) => heads.homeHead(place, heads.dashboardPicture(data.modules)))
  return (
    <>
      <h1 className="dashboard__title">
        <Trans>Home</Trans>
      </h1>
      {/* Pick up where the visitor left off before the catalogue's own modules. */}
      <ContinueRow language={language} />
      <Dashboard modules={data.modules} language={language} />
    </>
  )
}
