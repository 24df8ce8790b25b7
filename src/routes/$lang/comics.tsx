import { createFileRoute } from '@tanstack/react-router'
import { sectionPage } from '../../features/dashboard/section-page.tsx'
import { sectionRoute } from '../../features/dashboard/section-route.ts'

const { loader, component } = sectionPage('comic')

/** The comic section's dashboard, narrowed to one category by `?category=`. */
export const Route = createFileRoute('/$lang/comics')({ ...sectionRoute, loader, component })
