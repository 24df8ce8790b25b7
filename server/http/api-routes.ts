import type { FastifyInstance } from 'fastify'

/** A route the API has: its method, its address under the API's prefix, and its table endpoint. */
export interface ApiRoute {
  method: string
  url: string
  /** The endpoint of the table it serves (http/endpoints.ts `serve`); undefined for any other. */
  endpoint: string | undefined
}

const recorded = new WeakMap<FastifyInstance, ApiRoute[]>()

/**
 * Keeps the list of the routes added under `prefix` from now on, so a test can hold them against the
 * table of endpoints: a route registered by hand, past the adapter, shows there.
 */
export function recordApiRoutes(app: FastifyInstance, prefix: string) {
  const routes: ApiRoute[] = []
  recorded.set(app, routes)
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(`${prefix}/`)) return
    const url = route.url.slice(prefix.length)
    for (const method of [route.method].flat()) routes.push({ method, url, endpoint: route.config?.endpoint })
  })
}

/** The API's routes as recorded (recordApiRoutes), in the order they were added. */
export const apiRoutesOf = (app: FastifyInstance): readonly ApiRoute[] => recorded.get(app) ?? []
