import { createFileRoute } from '@tanstack/react-router'
import { categoryRoute } from '../../../../features/lists/category-route.tsx'

/** A film category's posts (see categoryRoute). */
export const Route = createFileRoute('/$lang/movie/category/$slug')(categoryRoute('movie'))
