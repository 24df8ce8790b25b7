import { createFileRoute } from '@tanstack/react-router'
import { detailNotFound } from '../../../features/detail/components/DetailNotFound.tsx'
import { detailPage } from '../../../features/detail/detail-page.tsx'
import { detailRoute } from '../../../features/detail/detail-route.ts'

const { loader, component } = detailPage('game')

/** A game's detail page. */
export const Route = createFileRoute('/$lang/game/$slug')({
  ...detailRoute,
  loader,
  component,
  notFoundComponent: detailNotFound('game'),
})
