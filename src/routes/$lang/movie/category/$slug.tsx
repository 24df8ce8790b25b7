import { createFileRoute } from '@tanstack/react-router'
import { categoryPage } from '../../../../features/lists/category-page.tsx'
import { categoryRoute } from '../../../../features/lists/category-route.ts'

const { loader, component, pendingComponent } = categoryPage('movie')

/** A movie category's posts, in the order of `?sortby=` (trending by default). */
export const Route = createFileRoute('/$lang/movie/category/$slug')({
  ...categoryRoute,
  loader,
  component,
  pendingComponent,
})
