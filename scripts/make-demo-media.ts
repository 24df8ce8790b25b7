/**
 * Makes the demo film clips committed under server/demo/assets/films: a slow camera move over a
 * drawn landscape (scripts/lib/demo-scenes.ts) with generated wind, traffic or sea under it, cut into 2-second fMP4 (CMAF) segments in two renditions, described by both a DASH
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
  type Heard,
  subtitlesPlaylist,
  writeCaptions,
} from './lib/demo-captions.ts'
import { describeDash } from './lib/demo-dash.ts'
import { type Scene, sceneImage } from './lib/demo-scenes.ts'

interface Clip {
  name: string
  /** The still the camera moves over (scripts/lib/demo-scenes.ts). */
  scene: Scene
  /** The sound under it: a lavfi graph of generated noise and tones, seeded so it comes out alike. */
  sound: string
  /** What is heard, for the captions: from the start, in the middle, at the end. */
  heard: Heard
  seconds: number
}

/** A soft noise (wind, traffic, the sea) and a low note under it, faded in and out. */
const ambience = (seconds: number, noise: string, note: number) =>
  `anoisesrc=color=brown:amplitude=0.4:seed=7:sample_rate=44100:duration=${seconds},${noise}[noise];` +
  `sine=frequency=${note}:sample_rate=44100:duration=${seconds},volume=0.06[note];` +
  `[noise][note]amix=inputs=2:normalize=0,afade=t=in:d=0.8,afade=t=out:st=${seconds - 1}:d=1`

const clips: Clip[] = [
  {
    name: 'pulse',
    scene: { motif: 'hills', sky: ['#3b2a6b', '#f4a259'], accent: '#ffd56b' },
    sound: ambience(8, 'lowpass=f=600,volume=1.6', 220),
    heard: [
      { vi: '[Gió thổi qua đồi]', en: '[Wind over the hills]' },
      { vi: '[Một nốt nhạc trầm ngân dài]', en: '[A low note hums on]' },
      { vi: '[Gió lặng dần]', en: '[The wind dies down]' },
    ],
    seconds: 8,
  },
  {
    name: 'prism',
    scene: { motif: 'city', sky: ['#0b1026', '#38305e'], accent: '#ffcc66', night: true },
    sound: ambience(6, 'highpass=f=80,lowpass=f=1200,volume=0.9', 165),
    heard: [
      { vi: '[Tiếng xe cộ xa xa]', en: '[Distant traffic]' },
      { vi: '[Thành phố về đêm rì rầm]', en: '[The city hums at night]' },
      { vi: '[Tiếng ồn nhỏ dần]', en: '[The noise fades]' },
    ],
    seconds: 6,
  },
  {
    name: 'aurora',
    scene: { motif: 'waves', sky: ['#06202f', '#1f7a6d'], accent: '#7fe0c2', night: true },
    sound: ambience(8, 'lowpass=f=900,tremolo=f=0.35:d=0.8,volume=1.8', 262),
    heard: [
      { vi: '[Sóng biển vỗ]', en: '[Waves lap the shore]' },
      { vi: '[Sóng lên xuống đều đều]', en: '[The waves rise and fall]' },
      { vi: '[Biển lặng dần]', en: '[The sea grows calm]' },
    ],
    seconds: 8,
  },
]

const outRoot = fileURLToPath(new URL('../server/demo/assets/films/', import.meta.url))
const fps = 24
const segmentSeconds = 2

/** The still, written beside the clip while ffmpeg films it. */
const SCENE_FILE = '.scene.png'

function ffmpegArgs(clip: Clip): string[] {
  const gop = String(fps * segmentSeconds)
  const frames = clip.seconds * fps
  // A slow push-in to 115 % about the middle, faded in from black and out to it.
  const camera =
    `zoompan=z='1+0.15*on/${frames}':x='iw/2-iw/zoom/2':y='ih/2-ih/zoom/2':d=1:s=640x360:fps=${fps},` +
    `fade=t=in:d=0.6,fade=t=out:st=${clip.seconds - 0.6}:d=0.6`
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-loop',
    '1',
    '-framerate',
    String(fps),
    '-t',
    String(clip.seconds),
    '-i',
    SCENE_FILE,
    '-f',
    'lavfi',
    '-i',
    clip.sound,
    '-filter_complex',
    `[0:v]${camera},format=yuv420p,split=2[a][b];[a]scale=640:360[hi];[b]scale=320:180[lo]`,
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
  const soundTrack = track(sound)
  const run = spawnSync(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-i', picture, '-i', soundTrack],
      ...['-map', '0:v', '-map', '1:a', '-c', 'copy', '-map_metadata', '-1', '-fflags', '+bitexact'],
      ...['-movflags', '+faststart', 'video.mp4'],
    ],
    { cwd: dir, encoding: 'utf8' },
  )
  rmSync(picture)
  rmSync(soundTrack)
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
  const captions: Captions[] = captionsOf(clip.heard, clip.seconds)
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
    writeFileSync(join(dir, SCENE_FILE), await sceneImage(clip.name, clip.scene))
    // The dash muxer names every file relative to the manifest, so it runs inside the clip's folder.
    const run = spawnSync('ffmpeg', ffmpegArgs(clip), { cwd: dir, encoding: 'utf8' })
    rmSync(join(dir, SCENE_FILE))
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
