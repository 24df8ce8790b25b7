import type { FastifyInstance } from 'fastify'

/** The touch icon the pages link (index.html, `apple-touch-icon`), a file of the app's build. */
export const TOUCH_ICON = '/icons/apple-touch-icon.png'

/**
 * iOS, and crawlers that read no page, ask for the touch icon at the site's root under the names
 * Safari once looked for: each is sent on to the one icon rather than answered as a page.
 */
export function touchIconRoutes(app: FastifyInstance) {
  for (const path of ['/apple-touch-icon.png', '/apple-touch-icon-precomposed.png'])
    app.get(path, (_request, reply) =>
      reply.header('cache-control', 'public, max-age=86400').redirect(TOUCH_ICON, 301),
    )
}
