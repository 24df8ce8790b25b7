import { useLocation, useRouter } from '@tanstack/react-router'
import { useEffect, useLayoutEffect } from 'react'
import { SITE_NAME } from '../../contract/head/site-name.ts'
import { stopAllMedia } from '../../shared/media/stop-media.ts'

/**
 * What every change of page does (spec §2): whatever plays stops before the next page loads, and the
 * tab's title starts again from 'Mọt' for the next page to name itself.
 */
export function useRouteChange() {
  const router = useRouter()
  useEffect(
    () =>
      router.subscribe('onBeforeNavigate', (event) => {
        if (event.pathChanged) stopAllMedia()
      }),
    [router],
  )
  const pathname = useLocation({ select: (location) => location.pathname })
  // A layout effect runs before the pages' own effects, which then set their names over it.
  useLayoutEffect(() => {
    if (pathname !== undefined) document.title = SITE_NAME
  }, [pathname])
}
