import { useRouteContext, useSearch } from '@tanstack/react-router'
import type { PageLoad } from '../../shared/page-route.ts'
import { type Section, sectionDashboardQueryOptions } from './api.ts'
import { SectionDashboard } from './components/SectionDashboard.tsx'

/** A section's dashboard page, `/{lang}/{section}s`: its loader and its screen. */
export function sectionPage(section: Section) {
  // Read with the router's own hooks: getRouteApi's class would bring every hook of a route.
  const from = `/$lang/${section}s` as const
  function SectionPage() {
    const { language } = useRouteContext({ from })
    const { category } = useSearch({ from })
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
