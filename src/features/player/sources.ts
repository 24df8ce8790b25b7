/**
 * One rendition of an episode as the API lists it: HLS first, then DASH over the same segments; a
 * library film's episode that plays as it is has one MP4 file instead (shaka plays it progressively).
 */
export interface FilmSource {
  link: string
  type: string
  label: string
}

const mimeTypes: Record<string, string> = {
  dash: 'application/dash+xml',
  hls: 'application/x-mpegurl',
  mp4: 'video/mp4',
}

/** A copy kept on this device (shaka's `offline:` address) plays before anything from the network. */
export const OFFLINE_SOURCE = 'offline'
const ranks = new Map([
  [OFFLINE_SOURCE, 0],
  ['hls', 1],
  ['dash', 2],
  ['mp4', 3],
])

/**
 * The order shaka tries the renditions in: HLS first, as the API lists them, then DASH. Both play
 * through shaka, but with these fMP4 renditions shaka's DASH path can stall when a rendition is
 * picked by hand right after adaptation switched to it (the buffer is cleared and the rendition's
 * init segment is not fetched again); its HLS path fetches it. A downloaded copy goes first. A
 * rendition of an unknown kind is still tried last: shaka may recognise it from its address.
 */
export function playOrder(sources: readonly FilmSource[]): FilmSource[] {
  const rank = (source: FilmSource) => ranks.get(source.type) ?? 4
  return sources.filter((source) => source.link !== '').sort((a, b) => rank(a) - rank(b))
}

export const mimeTypeOf = (source: Pick<FilmSource, 'type'>): string | undefined =>
  Object.hasOwn(mimeTypes, source.type) ? mimeTypes[source.type] : undefined

/** A single file the video element plays by itself, without Media Source: the fallback of streams. */
export const isProgressive = (source: Pick<FilmSource, 'type'>) => source.type === 'mp4'
