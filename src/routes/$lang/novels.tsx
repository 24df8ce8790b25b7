import { createFileRoute } from '@tanstack/react-router'
import { sectionPage } from '../../features/dashboard/section-page.tsx'
import { sectionRoute } from '../../features/dashboard/section-route.ts'

const { loader, component } = sectionPage('novel')

/** The novel section's dashboard, narrowed to one category by `?category=`. */
export const Route = createFileRoute('/$lang/novels')({ ...sectionRoute, loader, component })
