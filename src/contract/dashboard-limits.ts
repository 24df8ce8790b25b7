import { posttypes } from './posttypes.ts'

/*
 * How big a dashboard and the side menu may be, and which pages have a dashboard: apart from their
 * schemas (schemas/admin-dashboards.ts), so the admin screens read them without building the schemas.
 */

/** The pages with a dashboard: the home (`index`), each section's, and search's. */
export const dashboardPageNames = ['index', ...posttypes, 'search'] as const

export const DASHBOARD_MODULES_MAX = 40
/** A module never lists more posts than this (server/home/sources.ts holds to it too). */
export const SOURCE_LIMIT_MAX = 50
export const MODULE_ITEMS_MAX = 20
export const MODULE_TABS_MAX = 10
export const LABEL_MAX = 80
export const DESCRIPTION_MAX = 300
export const MENU_ENTRIES_MAX = 40
export const MENU_ITEMS_MAX = 20
