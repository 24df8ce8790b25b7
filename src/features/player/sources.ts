/** One rendition of an episode as the API lists it: HLS first, then DASH over the same segments. */
export interface FilmSource {
  link: string
  type: string
  label: string
}

const mimeTypes: Record<string, string> = {
  dash: 'application/dash+xml',
  hls: 'application/x-mpegurl',
}

/**
 * The order shaka tries the renditions in. DASH first: it is shaka's own format and parses without
 * guessing; HLS next, which also covers Safari builds that play HLS only by themselves. A rendition
 * of an unknown kind is still tried last: shaka may recognise it from its address.
 */
export function playOrder(sources: readonly FilmSource[]): FilmSource[] {
  const rank = (source: FilmSource) => (source.type === 'dash' ? 0 : source.type === 'hls' ? 1 : 2)
  return sources.filter((source) => source.link !== '').sort((a, b) => rank(a) - rank(b))
}

export const mimeTypeOf = (source: Pick<FilmSource, 'type'>): string | undefined => mimeTypes[source.type]
