import { createFileRoute } from '@tanstack/react-router'
import { categoryRoute } from '../../../../features/lists/category-route.tsx'

/** A comic category's posts (see categoryRoute). */
export const Route = createFileRoute('/$lang/comic/category/$slug')(categoryRoute('comic'))
