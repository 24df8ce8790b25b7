import { createFileRoute } from '@tanstack/react-router'
import { detailNotFound } from '../../../features/detail/components/DetailNotFound.tsx'
import { detailPage } from '../../../features/detail/detail-page.tsx'
import { detailRoute } from '../../../features/detail/detail-route.ts'
import { movieSearchSchema } from '../../../features/detail/params.ts'

const { loader, component } = detailPage('movie')

/** A film's detail page: its banner or inline player, the episode on screen in `?ep=`. */
export const Route = createFileRoute('/$lang/movie/$slug')({
  ...detailRoute,
  validateSearch: movieSearchSchema,
  loader,
  component,
  notFoundComponent: detailNotFound('movie'),
})
