import { execFile } from 'node:child_process'
import { readFile, stat, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'

/*
 * ffmpeg writes a master playlist whose BANDWIDTH is the encoder's nominal rate, not what the
 * segments hold, and leaves out what RFC 8216 asks of a finished stream. This module measures the
 * segments and writes the variants' attributes by the RFC, for the importer's films and the demo's.
 */

const run = promisify(execFile)

/** One media segment: how long it plays and how many bytes it is. */
export interface Segment {
  seconds: number
  bytes: number
}

/** A media playlist's target duration and segments, their sizes read from the files beside it. */
export async function readSegments(playlist: string): Promise<{ target: number; segments: Segment[] }> {
  const lines = (await readFile(playlist, 'utf8')).split(/\r?\n/)
  const target = Number(lines.find((line) => line.startsWith('#EXT-X-TARGETDURATION:'))?.split(':')[1])
  const segments: Segment[] = []
  let seconds: number | undefined
  for (const line of lines) {
    if (line.startsWith('#EXTINF:')) seconds = Number.parseFloat(line.slice('#EXTINF:'.length))
    else if (seconds !== undefined && line !== '' && !line.startsWith('#')) {
      segments.push({ seconds, bytes: (await stat(join(dirname(playlist), line))).size })
      seconds = undefined
    }
  }
  return { target, segments }
}

const rate = (set: readonly Segment[]) =>
  (set.reduce((sum, s) => sum + s.bytes, 0) * 8) / set.reduce((sum, s) => sum + s.seconds, 0)

/**
 * RFC 8216 §4.3.4.2: the peak segment bit rate is the largest rate of any contiguous set of segments
 * lasting between 0.5 and 1.5 times the target duration. A playlist too short for any such set is
 * one set as a whole.
 */
export function peakBitRate(target: number, segments: readonly Segment[]): number {
  let peak = 0
  for (let first = 0; first < segments.length; first++) {
    let seconds = 0
    for (let last = first; last < segments.length; last++) {
      seconds += segments[last]!.seconds
      if (seconds > 1.5 * target) break
      if (seconds >= 0.5 * target) peak = Math.max(peak, rate(segments.slice(first, last + 1)))
    }
  }
  return peak || rate(segments)
}

/** RFC 8216 §4.3.4.2: the average segment bit rate, the whole playlist's bytes over its length. */
export const averageBitRate = (segments: readonly Segment[]) => rate(segments)

/** A rendition named in the master playlist, in a language (BCP 47). */
export interface Rendition {
  name: string
  language: string
}

/** A captions rendition: its media playlist, beside the master. */
export interface Subtitles extends Rendition {
  uri: string
}

export interface MasterOptions {
  /** Names the sound renditions of the master's audio group, in their order (none: as ffmpeg named it). */
  audio?: (Rendition | undefined)[]
  /** Captions offered with every variant. */
  subtitles?: Subtitles[]
}

type Attributes = [name: string, value: string][]

const attributesOf = (list: string): Attributes =>
  [...list.matchAll(/([A-Z0-9-]+)=("[^"]*"|[^,]*)/g)].map((m) => [m[1]!, m[2]!])

const withAttributes = (attributes: Attributes, changes: Record<string, string>): Attributes => {
  const kept = attributes.filter(([name]) => !(name in changes))
  return [...kept, ...Object.entries(changes)]
}

const tag = (name: string, attributes: Attributes) =>
  `${name}:${attributes.map(([key, value]) => `${key}=${value}`).join(',')}`

const quoted = (value: string) => `"${value.replaceAll('"', "'")}"`
const unquoted = (value: string | undefined) => value?.replace(/^"|"$/g, '')

/** The video's frame rate in a media playlist, as ffprobe reads it (RFC 8216 FRAME-RATE: 3 decimals). */
async function frameRate(playlist: string): Promise<string | undefined> {
  const { stdout } = await run('ffprobe', [
    ...['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=r_frame_rate'],
    ...['-of', 'csv=p=0', playlist],
  ])
  // One line a program of the playlist: the first is the picture's.
  const [over, under] = (stdout.trim().split('\n')[0] ?? '').split('/').map(Number)
  return over && under ? (over / under).toFixed(3) : undefined
}

/**
 * Rewrites a packaged film's master playlist by RFC 8216: each variant's BANDWIDTH is the largest sum
 * of peak segment bit rates of its picture and the sound that plays with it, AVERAGE-BANDWIDTH the sum
 * of their averages; FRAME-RATE is the picture's; EXT-X-INDEPENDENT-SEGMENTS says every segment starts
 * with a key frame (ffmpeg cuts segments only at key frames); CLOSED-CAPTIONS=NONE says no captions
 * hide in the picture, so players do not look for any; sound and captions are named in a language.
 */
export async function describeVariants(master: string, options: MasterOptions = {}): Promise<void> {
  const dir = dirname(master)
  const lines = (await readFile(master, 'utf8')).split(/\r?\n/)
  const measure = async (uri: string) => {
    const { target, segments } = await readSegments(join(dir, uri))
    return { peak: peakBitRate(target, segments), average: averageBitRate(segments) }
  }
  // The sound of each audio group: a variant may play with any of its group's renditions.
  const sound = new Map<string, { peak: number; average: number }>()
  const audioAt = new Map<string, number>()
  const out: string[] = []
  for (const line of lines) {
    if (!line.startsWith('#EXT-X-MEDIA:')) continue
    const attributes = attributesOf(line.slice('#EXT-X-MEDIA:'.length))
    const get = (name: string) => unquoted(attributes.find(([key]) => key === name)?.[1])
    const group = get('GROUP-ID')
    const uri = get('URI')
    if (get('TYPE') !== 'AUDIO' || !group || !uri) continue
    const measured = await measure(uri)
    const known = sound.get(group)
    sound.set(group, {
      peak: Math.max(known?.peak ?? 0, measured.peak),
      average: Math.max(known?.average ?? 0, measured.average),
    })
  }
  for (let at = 0; at < lines.length; at++) {
    const line = lines[at]!
    if (line.startsWith('#EXT-X-INDEPENDENT-SEGMENTS') || line.startsWith('#EXT-X-MEDIA:TYPE=SUBTITLES')) {
      // Written again below, once.
    } else if (line.startsWith('#EXT-X-VERSION:')) {
      out.push(line, '#EXT-X-INDEPENDENT-SEGMENTS')
      for (const s of options.subtitles ?? []) {
        out.push(
          tag('#EXT-X-MEDIA', [
            ['TYPE', 'SUBTITLES'],
            ['GROUP-ID', '"subtitles"'],
            ['NAME', quoted(s.name)],
            ['LANGUAGE', quoted(s.language)],
            ['DEFAULT', 'NO'],
            ['AUTOSELECT', 'YES'],
            ['URI', quoted(s.uri)],
          ]),
        )
      }
    } else if (line.startsWith('#EXT-X-MEDIA:')) {
      let attributes = attributesOf(line.slice('#EXT-X-MEDIA:'.length))
      const group = unquoted(attributes.find(([key]) => key === 'GROUP-ID')?.[1]) ?? ''
      const type = unquoted(attributes.find(([key]) => key === 'TYPE')?.[1])
      const named = type === 'AUDIO' ? options.audio?.[audioAt.get(group) ?? 0] : undefined
      audioAt.set(group, (audioAt.get(group) ?? 0) + 1)
      if (named) {
        attributes = withAttributes(attributes, {
          NAME: quoted(named.name),
          LANGUAGE: quoted(named.language),
          AUTOSELECT: 'YES',
        })
      }
      out.push(tag('#EXT-X-MEDIA', attributes))
    } else if (line.startsWith('#EXT-X-STREAM-INF:')) {
      const uri = lines.slice(at + 1).find((next) => next !== '' && !next.startsWith('#'))
      if (!uri) throw new Error(`${master}: a variant without its playlist`)
      const attributes = attributesOf(line.slice('#EXT-X-STREAM-INF:'.length))
      const picture = await measure(uri)
      const group = unquoted(attributes.find(([key]) => key === 'AUDIO')?.[1])
      const withSound = (group && sound.get(group)) || { peak: 0, average: 0 }
      const fps = await frameRate(join(dir, uri))
      out.push(
        tag(
          '#EXT-X-STREAM-INF',
          withAttributes(attributes, {
            BANDWIDTH: String(Math.ceil(picture.peak + withSound.peak)),
            'AVERAGE-BANDWIDTH': String(Math.ceil(picture.average + withSound.average)),
            ...(fps ? { 'FRAME-RATE': fps } : {}),
            ...(options.subtitles?.length ? { SUBTITLES: '"subtitles"' } : {}),
            'CLOSED-CAPTIONS': 'NONE',
          }),
        ),
      )
    } else out.push(line)
  }
  await writeFile(master, out.join('\n'))
}
