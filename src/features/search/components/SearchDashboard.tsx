import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { Language } from '../../../contract/languages.ts'
import { Loading } from '../../../shared/ui/Loading.tsx'
import { Dashboard, searchDashboardQueryOptions } from '../../dashboard/index.ts'

/** Spec §2: before anything is searched, the server's search modules suggest where to go. */
export function SearchDashboard({ language }: { language: Language }) {
  const { data, status, refetch } = useQuery(searchDashboardQueryOptions(language))
  if (status === 'pending') return <Loading />
  if (status === 'error') {
    return (
      <div className="status-screen search-state" role="alert">
        <p>
          <Trans>Something went wrong</Trans>
        </p>
        <button type="button" className="button" onClick={() => void refetch()}>
          <Trans>Try again</Trans>
        </button>
      </div>
    )
  }
  // The form's type filter is the search page's one row of types: type tabs from the server would be a
  // second row of the same choices, in another order, leading away from the search.
  const modules = data.modules.filter((module) => module.type !== 'type_tabs')
  return <Dashboard modules={modules} language={language} />
}
