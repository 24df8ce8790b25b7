import { useState } from 'react'

const none: ReadonlySet<number> = new Set()

/**
 * Select mode of history and saved (spec §2): cards are picked by post id. A new tab starts with
 * nothing picked (spec §4), while select mode itself stays on.
 */
export function useSelection<K>(scope: K) {
  const [selecting, setSelecting] = useState(false)
  const [ids, setIds] = useState(none)
  const [shownScope, setShownScope] = useState(scope)
  if (shownScope !== scope) {
    // Reset while rendering, so the new tab never shows, even for a frame, the old tab's picks.
    setShownScope(scope)
    setIds(none)
  }

  const toggle = (id: number) =>
    setIds((current) => {
      const next = new Set(current)
      if (!next.delete(id)) next.add(id)
      return next
    })
  const start = () => setSelecting(true)
  const stop = () => {
    setSelecting(false)
    setIds(none)
  }

  return { selecting, ids, toggle, start, stop }
}
