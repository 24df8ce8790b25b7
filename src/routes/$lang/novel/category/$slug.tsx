import { createFileRoute } from '@tanstack/react-router'
import { categoryRoute } from '../../../../features/lists/category-route.tsx'

/** A novel category's posts (see categoryRoute). */
export const Route = createFileRoute('/$lang/novel/category/$slug')(categoryRoute('novel'))
