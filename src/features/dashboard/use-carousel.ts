import { useEffect, useState } from 'react'
import { BANNER_AUTOPLAY_MS } from '../../shared/limits.ts'

/**
 * The shown slide of a carousel that moves on by itself every BANNER_AUTOPLAY_MS (spec §9) unless
 * paused; after the last slide it starts again at the first. Each move, by hand or not, restarts the
 * wait, so a slide someone just chose stays a full period.
 */
export function useCarousel(count: number, paused: boolean) {
  const [index, setIndex] = useState(0)
  const current = count > 0 ? index % count : 0
  const autoplay = !paused && count > 1

  useEffect(() => {
    if (!autoplay) return
    const timer = window.setTimeout(() => setIndex((current + 1) % count), BANNER_AUTOPLAY_MS)
    return () => window.clearTimeout(timer)
  }, [autoplay, count, current])

  const goTo = (next: number) => setIndex(((next % count) + count) % count)
  return {
    current,
    goTo,
    next: () => goTo(current + 1),
    previous: () => goTo(current - 1),
  }
}
