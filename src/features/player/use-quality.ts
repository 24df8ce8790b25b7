import { useCallback, useEffect, useState } from 'react'
import type { ShakaPlayer } from './load-shaka.ts'
import { type QualityChoice, trackForHeight } from './quality.ts'

/**
 * Pins a rendition, or hands the choice back to adaptation. Turning adaptation off also brings back
 * the renditions shaka had set aside for a while, so the one chosen is there to play. The buffer is
 * cleared so the new picture shows now, not after what was already fetched in the old one.
 */
function apply(player: ShakaPlayer, choice: QualityChoice) {
  player.configure({ abr: { enabled: choice === 'auto' } })
  if (choice === 'auto') return
  const track = trackForHeight(player.getVariantTracks(), choice)
  if (track) player.selectVariantTrack(track, true)
}

/** Auto (adaptive) or one rendition; the choice holds when the stream is loaded again after a stop. */
export function useQuality(player: ShakaPlayer | null) {
  const [quality, setQuality] = useState<QualityChoice>('auto')
  // biome-ignore lint/correctness/useExhaustiveDependencies: applied once to each newly loaded stream
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
