import { homeIndexSchema } from '../schemas/home.ts'
import { homeIndexRoute } from '../shell-paths.ts'
import { endpoint, publicCache } from './endpoint.ts'

/** The home dashboard with the side menu (spec §7); the sections' are in dashboards.ts. */
const area = 'home'

export const homeIndex = endpoint({
  name: 'homeIndex',
  // What the asker may see differs (server/audience/): the app sends its session.
  session: 'optional',
  doc: { answer: '`data: {navbar: MenuEntry[], modules: Module[]}`' },
  area,
  method: 'GET',
  path: homeIndexRoute,
  summary: 'The home dashboard and the side menu',
  answer: homeIndexSchema,
  cache: publicCache,
})

export const homeEndpoints = [homeIndex]
