import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { Parser } from 'm3u8-parser'
import { parse as parseMpd } from 'mpd-parser'

/*
 * The rules of RFC 8216 (HLS) and ISO/IEC 23009-1 (DASH) a packaged film must keep, checked with
 * video.js's own playlist and MPD parsers and with ffprobe, not with the code that wrote the files.
 * Each returns the broken rules, in words; none is a pass.
 */

interface M3u8Segment {
  uri: string
  duration: number
}
interface M3u8 {
  targetDuration?: number
  independentSegments?: boolean
  segments: M3u8Segment[]
  playlists?: { uri: string; attributes: Record<string, unknown> }[]
  mediaGroups: Record<
    string,
    Record<string, Record<string, { uri?: string; language?: string; default?: boolean }>>
  >
}

/** A playlist, its segments' addresses made paths (they are relative to the playlist itself). */
function readPlaylist(path: string): M3u8 {
  const parser = new Parser()
  parser.push(readFileSync(path, 'utf8'))
  parser.end()
  const playlist = parser.manifest as M3u8
  // The init section is one object shared by the segments: resolve() leaves a path already made alone.
  const beside = (uri: string) => resolve(dirname(path), uri)
  for (const segment of playlist.segments) {
    segment.uri = beside(segment.uri)
    const map = (segment as { map?: { uri: string } }).map
    if (map) map.uri = beside(map.uri)
  }
  return playlist
}

const sizeOf = (path: string) => statSync(path).size

/** RFC 8216 §4.3.4.2's peak segment bit rate, by its definition: every contiguous set of segments. */
function peak(playlist: M3u8): number {
  const target = playlist.targetDuration ?? 0
  const segments = playlist.segments.map((s) => ({ seconds: s.duration, bits: sizeOf(s.uri) * 8 }))
  let best = 0
  segments.forEach((_, first) => {
    for (let last = first; last < segments.length; last++) {
      const set = segments.slice(first, last + 1)
      const seconds = set.reduce((sum, s) => sum + s.seconds, 0)
      const bits = set.reduce((sum, s) => sum + s.bits, 0)
      if (seconds >= target / 2 && seconds <= target * 1.5) best = Math.max(best, bits / seconds)
    }
  })
  const all = segments.reduce((sum, s) => sum + s.bits, 0) / segments.reduce((sum, s) => sum + s.seconds, 0)
  return best || all
}

const average = (playlist: M3u8) =>
  (playlist.segments.reduce((sum, s) => sum + sizeOf(s.uri), 0) * 8) /
  playlist.segments.reduce((sum, s) => sum + s.duration, 0)

const ffprobe = (...args: string[]) =>
  execFileSync('ffprobe', ['-v', 'error', ...args], { encoding: 'utf8' }).trim()

/** Whether a fragmented-MP4 segment begins with a key frame (its init section put before it). */
function startsWithKeyFrame(init: string, segment: string): boolean {
  const scratch = mkdtempSync(join(tmpdir(), 'mot-segment-'))
  try {
    const joined = join(scratch, 'segment.mp4')
    writeFileSync(joined, Buffer.concat([readFileSync(init), readFileSync(segment)]))
    const first = ffprobe(
      '-select_streams',
      'v:0',
      '-show_entries',
      'frame=key_frame',
      '-read_intervals',
      '%+#1',
      '-of',
      'csv=p=0',
      joined,
    )
    // The first frame's line: `1` or `1,` (ffprobe adds a field when the frame has side data).
    return first.split('\n')[0]?.split(',')[0] === '1'
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}

/** The EXT-X-MAP of a media playlist (m3u8-parser keeps it on each segment). */
const initOf = (playlist: M3u8) => (playlist.segments[0] as { map?: { uri: string } } | undefined)?.map?.uri

/** RFC 8216's rules for a finished (VOD) master playlist and the media playlists it names. */
export function hlsFaults(master: string, { captions = false } = {}): string[] {
  const dir = dirname(master)
  const text = readFileSync(master, 'utf8')
  const parsed = readPlaylist(master)
  const faults: string[] = []
  if (!parsed.independentSegments) faults.push('no EXT-X-INDEPENDENT-SEGMENTS')
  const audio = Object.values(parsed.mediaGroups.AUDIO ?? {}).flatMap((group) => Object.entries(group))
  for (const [name, rendition] of audio) {
    if (!rendition.language) faults.push(`sound "${name}" has no LANGUAGE`)
    if (/^audio[_-]\d+$/.test(name)) faults.push(`sound "${name}" has no real NAME`)
  }
  const subtitles = Object.values(parsed.mediaGroups.SUBTITLES ?? {}).flatMap((group) => Object.values(group))
  if (captions && subtitles.length === 0) faults.push('no SUBTITLES group')
  for (const rendition of subtitles) {
    if (!rendition.language) faults.push(`captions ${rendition.uri} have no LANGUAGE`)
    const playlist = readPlaylist(join(dir, rendition.uri ?? ''))
    for (const segment of playlist.segments) {
      // ffprobe reads WebVTT: a file it cannot read is no captions.
      const cues = ffprobe('-show_entries', 'packet=pts_time', '-of', 'csv=p=0', segment.uri)
      if (cues === '') faults.push(`${segment.uri} has no cue ffprobe can read`)
    }
  }
  const soundPeak = Math.max(0, ...audio.map(([, r]) => peak(readPlaylist(join(dir, r.uri ?? '')))))
  const soundAverage = Math.max(0, ...audio.map(([, r]) => average(readPlaylist(join(dir, r.uri ?? '')))))
  for (const variant of parsed.playlists ?? []) {
    const media = readPlaylist(join(dir, variant.uri))
    const a = variant.attributes
    const needed = peak(media) + soundPeak
    if (Number(a.BANDWIDTH) < needed)
      faults.push(`${variant.uri}: BANDWIDTH ${a.BANDWIDTH} < peak ${Math.ceil(needed)}`)
    const mean = average(media) + soundAverage
    if (!a['AVERAGE-BANDWIDTH']) faults.push(`${variant.uri}: no AVERAGE-BANDWIDTH`)
    else if (Math.abs(Number(a['AVERAGE-BANDWIDTH']) - mean) > 1)
      faults.push(`${variant.uri}: AVERAGE-BANDWIDTH ${a['AVERAGE-BANDWIDTH']} ≠ ${Math.ceil(mean)}`)
    const [over, under] = ffprobe(
      '-select_streams',
      'v:0',
      '-show_entries',
      'stream=r_frame_rate',
      '-of',
      'csv=p=0',
      join(dir, variant.uri),
    )
      .split('\n')[0]!
      .split('/')
      .map(Number)
    if (!(Math.abs(Number(a['FRAME-RATE']) - over! / under!) <= 0.001))
      faults.push(`${variant.uri}: FRAME-RATE ${a['FRAME-RATE']} ≠ ${over}/${under}`)
    if (captions && !a.SUBTITLES) faults.push(`${variant.uri}: no SUBTITLES`)
    for (const segment of media.segments) {
      if (Math.round(segment.duration) > (media.targetDuration ?? 0))
        faults.push(`${segment.uri} outlasts the target duration`)
      const init = initOf(media)
      if (init && !startsWithKeyFrame(init, segment.uri))
        faults.push(`${segment.uri} does not start with a key frame`)
    }
  }
  // m3u8-parser does not keep CLOSED-CAPTIONS: its lines are read as they are.
  const variants = text.split('\n').filter((line) => line.startsWith('#EXT-X-STREAM-INF:'))
  if (variants.some((line) => !line.includes('CLOSED-CAPTIONS=NONE')))
    faults.push('a variant without CLOSED-CAPTIONS=NONE')
  return faults
}

/** ISO/IEC 23009-1's rules for a static MPD over segment files beside it. */
export function dashFaults(manifest: string, { captions = false } = {}): string[] {
  const dir = dirname(manifest)
  const xml = readFileSync(manifest, 'utf8')
  const parsed = parseMpd(xml, { manifestUri: `file://${manifest}` }) as unknown as {
    playlists: {
      attributes: { BANDWIDTH: number; NAME: string }
      segments: (M3u8Segment & { map?: { uri: string } })[]
    }[]
    mediaGroups: {
      AUDIO: Record<
        string,
        Record<
          string,
          { language?: string; playlists: { attributes: { BANDWIDTH: number }; segments: M3u8Segment[] }[] }
        >
      >
      SUBTITLES: Record<string, Record<string, { language?: string }>>
    }
  }
  const faults: string[] = []
  const minBufferTime = Number(/minBufferTime="PT([\d.]+)S"/.exec(xml)?.[1])
  const maxSegment = Number(/maxSegmentDuration="PT([\d.]+)S"/.exec(xml)?.[1])
  const relative = (uri: string) => uri.replace(`file://${dir}/`, '')
  const check = (name: string, bandwidth: number, segments: M3u8Segment[]) => {
    for (const s of segments)
      if (s.duration > maxSegment)
        faults.push(`${name}: a ${s.duration} s segment > maxSegmentDuration ${maxSegment}`)
    // §5.3.5.2 @bandwidth: from any segment's start, segments must arrive in time after minBufferTime.
    segments.forEach((_, i) => {
      let bits = 0
      let before = 0
      for (let j = i; j < segments.length; j++) {
        bits += sizeOf(join(dir, relative(segments[j]!.uri))) * 8
        if (bits > bandwidth * (minBufferTime + before) + 1)
          faults.push(`${name}: bandwidth ${bandwidth} too low from segment ${i + 1} to ${j + 1}`)
        before += segments[j]!.duration
      }
    })
  }
  for (const p of parsed.playlists) check(p.attributes.NAME, p.attributes.BANDWIDTH, p.segments)
  const sound = Object.values(parsed.mediaGroups.AUDIO ?? {}).flatMap((g) => Object.entries(g))
  for (const [name, rendition] of sound) {
    if (!rendition.language || rendition.language === 'und') faults.push(`sound ${name} has no lang`)
    for (const p of rendition.playlists) check(name, p.attributes.BANDWIDTH, p.segments)
  }
  // Switching a decoder's bitstream between renditions holds only when they share one init segment.
  if (/bitstreamSwitching="true"/.test(xml)) {
    const inits = new Set(
      parsed.playlists.map((p) =>
        readFileSync(join(dir, relative(p.segments[0]?.map?.uri ?? ''))).toString('base64'),
      ),
    )
    if (inits.size > 1) faults.push('bitstreamSwitching="true" over renditions with different init segments')
  }
  const text = Object.values(parsed.mediaGroups.SUBTITLES ?? {}).flatMap((g) => Object.values(g))
  if (captions && text.length === 0) faults.push('no captions')
  for (const t of text) if (!t.language) faults.push('captions without lang')
  return faults
}
