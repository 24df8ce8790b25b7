/** The fields of shaka's variant track that a quality choice needs. */
export interface VariantTrack {
  id: number
  height: number | null
  bandwidth: number
  active: boolean
}

/** 'auto' lets shaka adapt to the network (ABR); a height pins that rendition. */
export type QualityChoice = 'auto' | number

/**
 * One choice per picture height, highest first. A variant is a picture with a sound track, so one
 * height can come several times (one per audio track or bitrate): the best-bitrate one stands for it.
 */
export function qualityHeights(tracks: readonly VariantTrack[]): number[] {
  const heights = new Set<number>()
  for (const track of tracks) if (track.height) heights.add(track.height)
  return [...heights].sort((a, b) => b - a)
}

/** The variant to play for a height: the best bitrate of it, preferring the sound track now playing. */
export function trackForHeight<T extends VariantTrack>(tracks: readonly T[], height: number): T | undefined {
  return tracks
    .filter((track) => track.height === height)
    .sort((a, b) => Number(b.active) - Number(a.active) || b.bandwidth - a.bandwidth)[0]
}

/** The height on screen now, for 'Auto (360p)'. */
export const activeHeight = (tracks: readonly VariantTrack[]) =>
  tracks.find((track) => track.active)?.height ?? undefined

export const qualityLabel = (height: number) => `${height}p`

/**
 * The variants to offer: those shaka lists now, plus those it listed before and has set aside for a
 * while (it bans a rendition that drops frames on a slow device for 30 s): the choice should not
 * shrink and grow under the viewer's eyes.
 */
export function mergeTracks<T extends VariantTrack>(previous: readonly T[], current: readonly T[]): T[] {
  const listed = new Set(current.map((track) => track.id))
  const setAside = previous
    .filter((track) => !listed.has(track.id))
    .map((track) => ({ ...track, active: false }))
  return [...current, ...setAside]
}
