import { setCacheNameDetails } from 'workbox-core'
import { CACHE_PREFIX } from '../src/shared/cache-names.ts'
import { routeCoverImages } from './covers.ts'
import { handleLifecycle } from './lifecycle.ts'
import { routeNavigations } from './navigation.ts'
import { precacheShell } from './precache.ts'

// Names must be set before any route or precache touches a cache.
setCacheNameDetails({ prefix: CACHE_PREFIX })
handleLifecycle()
precacheShell()
routeNavigations()
routeCoverImages()
