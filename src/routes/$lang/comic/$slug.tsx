import { createFileRoute } from '@tanstack/react-router'
import { detailNotFound } from '../../../features/detail/components/DetailNotFound.tsx'
import { detailPage } from '../../../features/detail/detail-page.tsx'
import { detailRoute } from '../../../features/detail/detail-route.ts'

const { loader, component } = detailPage('comic')

/** A comic's detail page. */
export const Route = createFileRoute('/$lang/comic/$slug')({
  ...detailRoute,
  loader,
  component,
  notFoundComponent: detailNotFound('comic'),
})
