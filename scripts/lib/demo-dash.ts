import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { captionsFile } from '../../server/demo/films.ts'
import type { Captions } from './demo-captions.ts'
import { demoSound } from './demo-captions.ts'

/*
 * ffmpeg's dash muxer writes each Representation's nominal bit rate, a maxSegmentDuration that its
 * own audio segments exceed (AAC frames do not end on the 2-second mark), and
 * bitstreamSwitching="true" over renditions whose init segments differ (a player that believed it
 * would feed one rendition's segments to the other's decoder). These are written again from the files.
 */

/** The segments' durations of a SegmentTimeline, in seconds (its `r` repeats expanded). */
function durations(timeline: string, timescale: number): number[] {
  return [...timeline.matchAll(/<S\b[^>]*?\bd="(\d+)"(?:[^>]*?\br="(\d+)")?/g)].flatMap(([, d, r]) =>
    Array.from({ length: Number(r ?? 0) + 1 }, () => Number(d) / timescale),
  )
}

/**
 * ISO/IEC 23009-1 §5.3.5.2 @bandwidth: delivered at this rate from any segment's start, playback that
 * waits @minBufferTime never stalls. So each run of segments from i to j must arrive by the time
 * segment j starts playing: bits(i..j) ≤ bandwidth × (minBufferTime + seconds(i..j-1)).
 */
function bandwidth(bytes: number[], seconds: number[], minBufferTime: number): number {
  let needed = 0
  for (let i = 0; i < bytes.length; i++) {
    let bits = 0
    let before = 0
    for (let j = i; j < bytes.length; j++) {
      bits += bytes[j]! * 8
      needed = Math.max(needed, bits / (minBufferTime + before))
      before += seconds[j]!
    }
  }
  return Math.ceil(needed)
}

const seconds = (value: number) => `PT${(Math.ceil(value * 1000) / 1000).toFixed(3)}S`

/** Rewrites the clip's manifest.mpd from its files, and offers its captions as text adaptation sets. */
export function describeDash(dir: string, captions: Captions[]) {
  const path = join(dir, 'manifest.mpd')
  let mpd = readFileSync(path, 'utf8')
  const minBufferTime = Number(/minBufferTime="PT([\d.]+)S"/.exec(mpd)?.[1])
  const files = readdirSync(dir)
  let longest = 0
  mpd = mpd.replace(
    /<Representation id="(\d+)"([^>]*?) bandwidth="\d+"([\s\S]*?)<\/Representation>/g,
    (_whole, id: string, before: string, rest: string) => {
      const timescale = Number(/timescale="(\d+)"/.exec(rest)?.[1])
      const lengths = durations(rest, timescale)
      longest = Math.max(longest, ...lengths)
      const chunks = files.filter((name) => name.startsWith(`chunk-${id}-`)).sort()
      if (chunks.length !== lengths.length)
        throw new Error(`${path}: ${id} has ${chunks.length} chunks, its timeline ${lengths.length}`)
      const bytes = chunks.map((name) => statSync(join(dir, name)).size)
      return `<Representation id="${id}"${before} bandwidth="${bandwidth(bytes, lengths, minBufferTime)}"${rest}</Representation>`
    },
  )
  mpd = mpd
    .replace(/maxSegmentDuration="[^"]*"/, `maxSegmentDuration="${seconds(longest)}"`)
    .replaceAll(' bitstreamSwitching="true"', '')
    .replace('contentType="audio"', `contentType="audio" lang="${demoSound.language}"`)
  const duration = Number(/mediaPresentationDuration="PT([\d.]+)S"/.exec(mpd)?.[1])
  const text = captions.map(({ language }, at) => {
    const file = captionsFile(language)
    const rate = Math.ceil((statSync(join(dir, file)).size * 8) / duration)
    return [
      `\t\t<AdaptationSet id="${2 + at}" contentType="text" mimeType="text/vtt" lang="${language}">`,
      '\t\t\t<Role schemeIdUri="urn:mpeg:dash:role:2011" value="subtitle" />',
      `\t\t\t<Representation id="captions-${language}" bandwidth="${rate}">`,
      `\t\t\t\t<BaseURL>${file}</BaseURL>`,
      '\t\t\t</Representation>',
      '\t\t</AdaptationSet>',
    ].join('\n')
  })
  mpd = mpd.replace('\t</Period>', `${text.join('\n')}\n\t</Period>`)
  writeFileSync(path, mpd)
}
