/**
 * Makes the demo film clips committed under server/demo/assets/films: short generated pictures with
 * a tone, cut into 2-second fMP4 (CMAF) segments in two renditions, described by both a DASH
 * manifest (manifest.mpd) and HLS playlists (master.m3u8) over the same segments, so one set of
 * files serves every player. The small rendition with the sound is also one progressive MP4
 * (video.mp4), put together from the same segments without encoding again: the player falls back to
 * it where Media Source fails. Each clip has captions in Vietnamese and English (WebVTT), offered by
 * both manifests. The manifests are then rewritten by the standards: HLS by RFC 8216 (measured
 * BANDWIDTH, AVERAGE-BANDWIDTH, FRAME-RATE, independent segments, named sound and captions), DASH by
 * ISO/IEC 23009-1 (measured bandwidth and longest segment, no false bitstream switching). Needs
 * ffmpeg; the server itself never does.
 *
 *   npm run media:demo
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describeVariants } from '../server/library/films/hls-master.ts'
import {
  type Captions,
  captionsOf,
  demoSound,
  subtitlesPlaylist,
  writeCaptions,
} from './lib/demo-captions.ts'
import { describeDash } from './lib/demo-dash.ts'

interface Clip {
  name: string
  /** A lavfi video source, rendered at the top rendition's size. */
  video: string
  /** The tone under it. */
  tone: number
  seconds: number
}

const clips: Clip[] = [
  { name: 'pulse', video: 'testsrc2=size=640x360:rate=24', tone: 440, seconds: 8 },
  { name: 'prism', video: 'smptehdbars=size=640x360:rate=24', tone: 330, seconds: 6 },
  { name: 'aurora', video: 'mandelbrot=size=640x360:rate=24', tone: 523, seconds: 8 },
]

const outRoot = fileURLToPath(new URL('../server/demo/assets/films/', import.meta.url))
const fps = 24
const segmentSeconds = 2

function ffmpegArgs(clip: Clip): string[] {
  const gop = String(fps * segmentSeconds)
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    // Not every source takes a duration (mandelbrot does not): cut the input instead.
    '-t',
    String(clip.seconds),
    '-f',
    'lavfi',
    '-i',
    clip.video,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=${clip.tone}:beep_factor=2:sample_rate=44100:duration=${clip.seconds}`,
    '-filter_complex',
    '[0:v]format=yuv420p,split=2[a][b];[a]scale=640:360[hi];[b]scale=320:180[lo]',
    '-map',
    '[hi]',
    '-map',
    '[lo]',
    '-map',
    '1:a',
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-profile:v',
    'main',
    // One thread: x264's rate control then decides alike on every run, so remaking the clips
    // changes no segment.
    '-threads',
    '1',
    // A keyframe exactly every segment, so both renditions cut at the same instants and can switch.
    '-g',
    gop,
    '-keyint_min',
    gop,
    '-sc_threshold',
    '0',
    '-b:v:0',
    '400k',
    '-maxrate:v:0',
    '480k',
    '-bufsize:v:0',
    '800k',
    '-b:v:1',
    '150k',
    '-maxrate:v:1',
    '180k',
    '-bufsize:v:1',
    '300k',
    '-c:a',
    'aac',
    '-b:a',
    '64k',
    '-ac',
    '2',
    '-map_metadata',
    '-1',
    '-fflags',
    '+bitexact',
    '-f',
    'dash',
    '-seg_duration',
    String(segmentSeconds),
    '-use_template',
    '1',
    '-use_timeline',
    '1',
    '-adaptation_sets',
    'id=0,streams=v id=1,streams=a',
    '-init_seg_name',
    'init-$RepresentationID$.m4s',
    '-media_seg_name',
    'chunk-$RepresentationID$-$Number%05d$.m4s',
    '-hls_playlist',
    '1',
    'manifest.mpd',
  ]
}

/**
 * The muxer stamps wall-clock dates into the media playlists. A clip on demand needs none, and
 * without them remaking the clips leaves the playlists unchanged.
 */
function dropProgramDates(dir: string) {
  for (const name of readdirSync(dir).filter((n) => /^media_\d+\.m3u8$/.test(n))) {
    const path = join(dir, name)
    const kept = readFileSync(path, 'utf8')
      .split('\n')
      .filter((line) => !line.startsWith('#EXT-X-PROGRAM-DATE-TIME'))
    writeFileSync(path, kept.join('\n'))
  }
}

/** The representations the dash muxer numbers: 0 the large picture, 1 the small one, 2 the sound. */
const smallVideo = 1
const sound = 2

/**
 * One progressive MP4 of the small rendition and the sound: each representation's init segment and
 * chunks laid end to end are a fragmented MP4, which ffmpeg copies into one file with its index first
 * (faststart), so it starts playing before it is all downloaded.
 */
function makeProgressiveCopy(dir: string) {
  const track = (id: number) => {
    const chunks = readdirSync(dir)
      .filter((name) => name.startsWith(`chunk-${id}-`))
      .sort()
    const path = join(dir, `.track-${id}.mp4`)
    writeFileSync(
      path,
      Buffer.concat([`init-${id}.m4s`, ...chunks].map((name) => readFileSync(join(dir, name)))),
    )
    return path
  }
  const picture = track(smallVideo)
  const tone = track(sound)
  const run = spawnSync(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-i', picture, '-i', tone],
      ...['-map', '0:v', '-map', '1:a', '-c', 'copy', '-map_metadata', '-1', '-fflags', '+bitexact'],
      ...['-movflags', '+faststart', 'video.mp4'],
    ],
    { cwd: dir, encoding: 'utf8' },
  )
  rmSync(picture)
  rmSync(tone)
  if (run.status !== 0) {
    console.error(`ffmpeg could not make the MP4 of ${dir}:\n${run.stderr}`)
    process.exit(1)
  }
}

function folderSize(dir: string): number {
  return readdirSync(dir).reduce((sum, name) => sum + statSync(join(dir, name)).size, 0)
}

/** The clip's captions, beside its segments, offered by both manifests. */
async function describeManifests(dir: string, clip: Clip) {
  const captions: Captions[] = captionsOf(clip.tone, clip.seconds)
  writeCaptions(dir, captions, clip.seconds)
  await describeVariants(join(dir, 'master.m3u8'), {
    audio: [demoSound],
    subtitles: captions.map(({ name, language }) => ({ name, language, uri: subtitlesPlaylist(language) })),
  })
  describeDash(dir, captions)
}

async function main() {
  const probe = spawnSync('ffmpeg', ['-version'], { encoding: 'utf8' })
  if (probe.status !== 0) {
    console.error('ffmpeg was not found on PATH: install it to remake the demo clips.')
    process.exit(1)
  }
  let total = 0
  for (const clip of clips) {
    const dir = join(outRoot, clip.name)
    rmSync(dir, { recursive: true, force: true })
    mkdirSync(dir, { recursive: true })
    // The dash muxer names every file relative to the manifest, so it runs inside the clip's folder.
    const run = spawnSync('ffmpeg', ffmpegArgs(clip), { cwd: dir, encoding: 'utf8' })
    if (run.status !== 0) {
      console.error(`ffmpeg failed on ${clip.name}:\n${run.stderr}`)
      process.exit(1)
    }
    dropProgramDates(dir)
    makeProgressiveCopy(dir)
    await describeManifests(dir, clip)
    const size = folderSize(dir)
    total += size
    console.log(`${clip.name}: ${readdirSync(dir).length} files, ${(size / 1024).toFixed(0)} KB`)
  }
  console.log(`All clips: ${(total / 1024 / 1024).toFixed(2)} MB`)
}

await main()
