/**
 * What the dashboard feature offers the others, which import it from here only (docs/architecture.md,
 * Walls between features).
 */
export { searchDashboardQueryOptions } from './api.ts'
export { Dashboard } from './components/Dashboard.tsx'
