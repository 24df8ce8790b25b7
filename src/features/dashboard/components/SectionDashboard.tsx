import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import type { Language } from '../../../contract/languages.ts'
import { usePageHead } from '../../../shared/head/use-page-head.ts'
import { TabStrip } from '../../../shared/ui/TabStrip.tsx'
import { type Section, sectionDashboardQueryOptions, sectionPath } from '../api.ts'
import { Dashboard } from './Dashboard.tsx'

const titles = {
  movie: msg`Films`,
  comic: msg`Comics`,
  novel: msg`Novels`,
  game: msg`Games`,
}

interface SectionDashboardProps {
  language: Language
  section: Section
  /** The chosen category's id, from the address; none is 'All'. */
  category?: number
}

/**
 * A section dashboard (movie, comic, novel, game): its category tabs at the top, 'All' first, and
 * the modules of the chosen category. The choice lives in the address, so it can be shared.
 */
export function SectionDashboard({ language, section, category }: SectionDashboardProps) {
  const { t, i18n } = useLingui()
  const { data } = useSuspenseQuery(sectionDashboardQueryOptions(language, section, category))
  usePageHead(language, data, (heads, place) =>
    heads.sectionHead(place, section, heads.dashboardPicture(data.modules)),
  )
  const strip = useRef<HTMLDivElement>(null)
  // On a phone the chosen tab may sit past the edge of the strip: bring it into view.
  useEffect(() => {
    if (category === undefined) return
    strip.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'center' })
  }, [category])
  const base = sectionPath(language, section)
  const tabs = [
    { key: 'all', label: t`All`, href: base, selected: category === undefined },
    ...data.tabs.map((tab) => ({
      key: `${tab.id}`,
      label: tab.name,
      href: `${base}?category=${tab.id}`,
      selected: tab.id === category,
    })),
  ]
  return (
    <>
      <h1 className="dashboard__title">{i18n._(titles[section])}</h1>
      <div className="dashboard__tabs" ref={strip}>
        <TabStrip label={t`Categories`} tabs={tabs} />
      </div>
      <Dashboard modules={data.modules} language={language} />
    </>
  )
}
