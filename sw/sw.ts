import { setCacheNameDetails } from 'workbox-core'
import { CACHE_PREFIX } from '../src/shared/cache-names.ts'
import { cleanOldCaches } from './cleanup.ts'
import { routeImages } from './covers.ts'
import { routeDownloadedAnswers } from './downloads.ts'
import { keepImagesOnRequest } from './kept-images.ts'
import { handleLifecycle } from './lifecycle.ts'
import { routeNavigations } from './navigation.ts'
import { routePlayer } from './player.ts'
import { precacheShell } from './precache.ts'
import { handlePushes } from './push.ts'

// Names must be set before any route or precache touches a cache.
setCacheNameDetails({ prefix: CACHE_PREFIX })
handleLifecycle()
cleanOldCaches()
precacheShell()
routeNavigations()
routeDownloadedAnswers()
routeImages()
keepImagesOnRequest()
routePlayer()
handlePushes()
