export { searchDashboardQueryOptions } from './api.ts'
export { Dashboard } from './components/Dashboard.tsx'
