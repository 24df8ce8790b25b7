import { useCallback, useEffect, useState } from 'react'
import type { ShakaPlayer } from './load-shaka.ts'
import { type QualityChoice, trackForHeight } from './quality.ts'

function apply(player: ShakaPlayer, choice: QualityChoice) {
  if (choice === 'auto') {
    player.configure({ abr: { enabled: true } })
    return
  }
  // A pinned rendition must not be undone by adaptation a moment later.
  player.configure({ abr: { enabled: false } })
  const track = trackForHeight(player.getVariantTracks(), choice)
  // Clearing the buffer shows the new picture now rather than after what is already fetched.
  if (track) player.selectVariantTrack(track, true)
}

/** Auto (adaptive) or one rendition, kept when the stream is loaded again after a stop. */
export function useQuality(player: ShakaPlayer | null) {
  const [quality, setQuality] = useState<QualityChoice>('auto')
  // biome-ignore lint/correctness/useExhaustiveDependencies: applied once per newly loaded stream
  useEffect(() => {
    if (player && quality !== 'auto') apply(player, quality)
  }, [player])
  const choose = useCallback(
    (choice: QualityChoice) => {
      setQuality(choice)
      if (player) apply(player, choice)
    },
    [player],
  )
  return { quality, choose }
}
