import { useEffect, useRef } from 'react'
import { INFINITE_SCROLL } from '../limits.ts'

interface InfiniteScroll {
  hasNext: boolean
  loading: boolean
  loadMore: () => void
}

/**
 * Spec §9: when the page bottom comes within 200 px, load the next page; the scroll handler is
 * debounced 100 ms and a request locks further ones for 300 ms, so a fling asks once.
 * It also checks after each page arrives, in case the page is still shorter than the screen.
 */
export function useInfiniteScroll({ hasNext, loading, loadMore }: InfiniteScroll) {
  const latest = useRef({ hasNext, loading, loadMore })
  latest.current = { hasNext, loading, loadMore }
  const lockedUntil = useRef(0)

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const check = () => {
      const { hasNext, loading, loadMore } = latest.current
      if (!hasNext || loading || Date.now() < lockedUntil.current) return
      const bottom = window.innerHeight + window.scrollY
      if (bottom >= document.documentElement.scrollHeight - INFINITE_SCROLL.thresholdPx) {
        lockedUntil.current = Date.now() + INFINITE_SCROLL.lockMs
        loadMore()
      }
    }
    const onScroll = () => {
      clearTimeout(timer)
      timer = setTimeout(check, INFINITE_SCROLL.debounceMs)
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('resize', onScroll)
    onScroll()
    return () => {
      clearTimeout(timer)
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('resize', onScroll)
    }
  }, [])

  // A page arrived (or loading ended): the content may still not fill the screen.
  useEffect(() => {
    if (loading || !hasNext) return
    const timer = setTimeout(() => window.dispatchEvent(new Event('scroll')), INFINITE_SCROLL.lockMs)
    return () => clearTimeout(timer)
  }, [loading, hasNext])
}
