import { createHandlerBoundToURL } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'

/**
 * Every app address opens the cached shell, online or not, and the router draws the page. API and
 * media addresses are real files or data and must reach the network (or fail honestly). Admin
 * answers (`/{lang}/api/v1/admin/…`) have no route here at all: never cached, and an admin page
 * opened offline gets only the shell, whose admin area then says it needs the network.
 */
export function routeNavigations() {
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL('index.html'), {
      denylist: [/^\/[^/]+\/api\//, /^\/api\//, /^\/media\//],
    }),
  )
}
