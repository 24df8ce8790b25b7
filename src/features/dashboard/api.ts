import { queryOptions } from '@tanstack/react-query'
import { dashboard } from '../../contract/endpoints/dashboards.ts'
import type { Language } from '../../contract/languages.ts'
import { callData } from '../../shared/api/call.ts'
import { DASHBOARD_STALE_MS } from '../../shared/limits.ts'

/** The section dashboards of spec §2, each with its own page. */
export const sections = ['movie', 'comic', 'novel', 'game'] as const
export type Section = (typeof sections)[number]

/** A section dashboard's page, e.g. /vi/movies. */
export const sectionPath = (language: Language, section: Section) => `/${language}/${section}s`

export const dashboardKeys = {
  all: ['dashboard'] as const,
  language: (language: Language) => [...dashboardKeys.all, language] as const,
  section: (language: Language, section: Section | 'search', category?: number) =>
    [...dashboardKeys.language(language), section, category ?? 'all'] as const,
}

export async function getDashboard(
  language: Language,
  section: Section | 'search',
  category?: number,
  signal?: AbortSignal,
) {
  const filter = category === undefined ? undefined : `category__${category}`
  return callData(language, dashboard, {
    params: { type: section },
    query: { filter },
    ...(signal ? { signal } : {}),
  })
}

/** Spec §7/§9: dashboards stay fresh 300000 ms and are not refetched when the window regains focus. */
const dashboardQueryOptions = (language: Language, section: Section | 'search', category?: number) =>
  queryOptions({
    queryKey: dashboardKeys.section(language, section, category),
    queryFn: ({ signal }) => getDashboard(language, section, category, signal),
    staleTime: DASHBOARD_STALE_MS,
    refetchOnWindowFocus: false,
  })

/** A section dashboard (movie, comic, novel, game), optionally narrowed to one category. */
export const sectionDashboardQueryOptions = (language: Language, section: Section, category?: number) =>
  dashboardQueryOptions(language, section, category)

/** The modules the search page shows while nothing is searched. */
export const searchDashboardQueryOptions = (language: Language) => dashboardQueryOptions(language, 'search')
