import { execFileSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'

const formats = {
  /** Plays as it is: H.264 and AAC in MP4. */
  'h264-aac.mp4': ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac'],
  /** Needs packaging: VP9 and Opus in WebM. */
  'vp9-opus.webm': ['-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-cpu-used', '8', '-c:a', 'libopus'],
  /** H.264 in Matroska: its video is copied into HLS, not encoded again. */
  'h264-aac.mkv': ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac'],
} as const

/**
 * A two-second clip (a test pattern and a tone) made by ffmpeg at `file`; `seed` changes the tone,
 * so two clips of one format have different content. Silent when `audio` is false.
 */
export function clip(file: string, format: keyof typeof formats, { seed = 1, audio = true } = {}) {
  mkdirSync(dirname(file), { recursive: true })
  const inputs = ['-f', 'lavfi', '-i', 'testsrc=size=160x90:rate=15:duration=2']
  if (audio) inputs.push('-f', 'lavfi', '-i', `sine=frequency=${200 + seed * 50}:duration=2`)
  const codecs = formats[format].filter(
    (arg, i, all) => audio || !(arg.startsWith('-c:a') || all[i - 1] === '-c:a'),
  )
  execFileSync('ffmpeg', ['-v', 'error', '-y', ...inputs, ...codecs, '-shortest', file])
}

/**
 * A dubbed film at `file`: one picture (H.264) and two sound tracks (AAC), tagged Vietnamese and
 * English as containers tag them (ISO 639-2), `seconds` long.
 */
export function dubbedClip(file: string, { seconds = 2 } = {}) {
  mkdirSync(dirname(file), { recursive: true })
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc=size=160x90:rate=15:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=300:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=500:duration=${seconds}`],
    ...[
      '-map',
      '0',
      '-map',
      '1',
      '-map',
      '2',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
    ],
    ...['-c:a', 'aac', '-metadata:s:a:0', 'language=vie', '-metadata:s:a:1', 'language=eng', '-shortest'],
    file,
  ])
}
