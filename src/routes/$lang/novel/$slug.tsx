import { createFileRoute } from '@tanstack/react-router'
import { detailNotFound } from '../../../features/detail/components/DetailNotFound.tsx'
import { detailPage } from '../../../features/detail/detail-page.tsx'
import { detailRoute } from '../../../features/detail/detail-route.ts'

const { loader, component } = detailPage('novel')

/** A novel's detail page. */
export const Route = createFileRoute('/$lang/novel/$slug')({
  ...detailRoute,
  loader,
  component,
  notFoundComponent: detailNotFound('novel'),
})
