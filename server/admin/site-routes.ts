import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../context.ts'
import { adminBackupRoutes } from './backups.ts'
import { adminDashboardRoutes } from './dashboards.ts'
import { adminLibraryRoutes } from './library.ts'
import { adminLibraryRemovalRoutes } from './library-removals.ts'
import { adminTaxonomyRoutes } from './taxonomy.ts'

/**
 * The admin calls on what the site shows: categories and people, dashboards and menu, the library;
 * and on the site's backups.
 */
export function adminSiteRoutes(api: FastifyInstance, ctx: ServerContext) {
  adminTaxonomyRoutes(api, ctx)
  adminDashboardRoutes(api, ctx)
  adminLibraryRoutes(api, ctx)
  adminLibraryRemovalRoutes(api, ctx)
  adminBackupRoutes(api, ctx)
}
