import { createFileRoute } from '@tanstack/react-router'
import { categoryRoute } from '../../../../features/lists/category-route.tsx'

/** A game category's posts (see categoryRoute). */
export const Route = createFileRoute('/$lang/game/category/$slug')(categoryRoute('game'))
