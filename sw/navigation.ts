import { createHandlerBoundToURL } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { notAppPages } from './not-app-pages.ts'

/**
 * Every app address opens the cached shell, online or not, and the router draws the page; the
 * others reach the network (not-app-pages.ts). Admin answers (`/{lang}/api/v1/admin/…`) have no
 * route here at all: never cached, and an admin page opened offline gets only the shell, whose
 * admin area then says it needs the network.
 */
export function routeNavigations() {
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL('index.html'), {
      denylist: notAppPages,
    }),
  )
}
