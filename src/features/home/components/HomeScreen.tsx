import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { Language } from '../../../shared/i18n/languages.ts'
import { homeIndexQueryOptions } from '../api.ts'
import { ModuleSection } from './ModuleSection.tsx'

/** The home dashboard: the server's modules in order (spec §2 dashboards). */
export function HomeScreen({ language }: { language: Language }) {
  const { data } = useSuspenseQuery(homeIndexQueryOptions(language))
  const modules = data.modules.filter((module) => module.type !== 'space')
  if (modules.length === 0) {
    return (
      <section className="status-screen">
        <h1>
          <Trans>No lists</Trans>
        </h1>
        <p>
          <Trans>This list has no content yet.</Trans>
        </p>
      </section>
    )
  }
  return (
    <div className="home">
      {modules.map((module) => (
        <ModuleSection key={module.id} module={module} language={language} />
      ))}
    </div>
  )
}
