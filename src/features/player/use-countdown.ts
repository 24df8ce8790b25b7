import { useEffect, useRef, useState } from 'react'

/**
 * Counts whole seconds down from `seconds` while `running`, and calls `onDone` once at zero. Stopped,
 * it stays where it was; it never starts again by itself.
 */
export function useCountdown(seconds: number, running: boolean, onDone: () => void): number {
  const [left, setLeft] = useState(seconds)
  const done = useRef(onDone)
  done.current = onDone
  const finished = useRef(false)
  useEffect(() => {
    if (!running || finished.current) return
    if (left <= 0) {
      finished.current = true
      done.current()
      return
    }
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000)
    return () => clearTimeout(timer)
  }, [running, left])
  return Math.max(0, left)
}
