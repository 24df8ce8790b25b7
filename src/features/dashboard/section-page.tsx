import { getRouteApi } from '@tanstack/react-router'
import type { PageLoad } from '../../shared/page-route.ts'
import { type Section, sectionDashboardQueryOptions } from './api.ts'
import { SectionDashboard } from './components/SectionDashboard.tsx'

/** A section's dashboard page, `/{lang}/{section}s`: its loader and its screen. */
export function sectionPage(section: Section) {
  const route = getRouteApi(`/$lang/${section}s`)
  function SectionPage() {
    const { language } = route.useRouteContext()
    const { category } = route.useSearch()
    return <SectionDashboard language={language} section={section} category={category} />
  }
  return {
    // A stored copy shows at once (offline too) and is refreshed in the background when stale.
    loader: ({ context, deps }: PageLoad<object, { category: number | undefined }>) =>
      context.queryClient.ensureQueryData({
        ...sectionDashboardQueryOptions(context.language, section, deps.category),
        revalidateIfStale: true,
      }),
    component: SectionPage,
  }
}
