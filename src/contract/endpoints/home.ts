import { sectionDashboardSchema } from '../schemas/dashboards.ts'
import { homeIndexSchema } from '../schemas/home.ts'
import { sectionParams, sectionQuery } from '../schemas/requests.ts'
import { dashboardRoute, homeIndexRoute } from '../shell-paths.ts'
import { endpoint, publicCache } from './endpoint.ts'

/** The home dashboard with the side menu, and the section and search dashboards (spec §7). */
const area = 'home'

export const homeIndex = endpoint({
  name: 'homeIndex',
  doc: { answer: '`data: {navbar: MenuEntry[], modules: Module[]}`' },
  area,
  method: 'GET',
  path: homeIndexRoute,
  summary: 'The home dashboard and the side menu',
  answer: homeIndexSchema,
  cache: publicCache,
})

export const dashboard = endpoint({
  name: 'dashboard',
  doc: {
    request: '`/home/{movie,comic,novel,game,search}/[?filter=category__{id}]`',
    answer: '`data: {modules: Module[], tabs: [{id, name, slug, filter}]}`',
  },
  area,
  method: 'GET',
  path: dashboardRoute,
  summary:
    "A section's dashboard (movie, comic, novel, game, search) with its category tabs, narrowed by `filter=category__{id}`",
  params: sectionParams,
  query: sectionQuery,
  answer: sectionDashboardSchema,
  cache: publicCache,
})

export const homeEndpoints = [homeIndex, dashboard]
