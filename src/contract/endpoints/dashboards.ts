import { sectionDashboardSchema } from '../schemas/dashboards.ts'
import { sectionParams, sectionQuery } from '../schemas/requests.ts'
import { dashboardRoute } from '../shell-paths.ts'
import { endpoint, publicCache } from './endpoint.ts'

/** The section and search dashboards (spec §7), apart from the home's, which the first screen calls. */
const area = 'home'

export const dashboard = endpoint({
  name: 'dashboard',
  // What the asker may see differs (server/audience/): the app sends its session.
  session: 'optional',
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

export const dashboardEndpoints = [dashboard]
