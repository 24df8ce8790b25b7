import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { Refusal } from '../refusal.ts'

const run = promisify(execFile)

/** What ffprobe says of a video file, as much as the importer needs. */
export interface Probe {
  /** Seconds; 0 when the container does not say. */
  duration: number
  /** ffprobe's names: `mov,mp4,m4a,3gp,3g2,mj2`, `matroska,webm`… */
  container: string
  video: string
  audio: string | null
  /** Each sound track's language (BCP 47, `vi`), null where the file names none: a dubbed film has several. */
  audioLanguages: (string | null)[]
}

// A damaged file can make ffprobe hang or print without end: both are cut short.
const probeTimeoutMs = 30_000
const probeOutputBytes = 1024 * 1024

interface FfprobeOutput {
  format?: { format_name?: string; duration?: string }
  streams?: { codec_type?: string; codec_name?: string; tags?: { language?: string } }[]
}

/** A stream's language tag (ISO 639-2 as containers write it, `vie`) as BCP 47 (`vi`); null for none. */
function languageOf(tag: string | undefined) {
  if (!tag || tag === 'und') return null
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? null
  } catch {
    return null
  }
}

/** Reads a video's container, duration and first video and audio codecs; refuses what ffprobe cannot read. */
export async function probeVideo(file: string): Promise<Probe> {
  const args = ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', '--', file]
  let output: FfprobeOutput
  try {
    const { stdout } = await run('ffprobe', args, {
      timeout: probeTimeoutMs,
      // Past its time it is killed outright: asked to stop while it waits on a stalled input, it waits on.
      killSignal: 'SIGKILL',
      maxBuffer: probeOutputBytes,
    })
    output = JSON.parse(stdout) as FfprobeOutput
  } catch {
    throw new Refusal('ffprobe cannot read it')
  }
  const streams = output.streams ?? []
  const video = streams.find((s) => s.codec_type === 'video')?.codec_name
  if (!output.format?.format_name || !video) throw new Refusal('ffprobe cannot read it (no video stream)')
  return {
    duration: Number(output.format.duration) || 0,
    container: output.format.format_name,
    video,
    audio: streams.find((s) => s.codec_type === 'audio')?.codec_name ?? null,
    audioLanguages: streams.filter((s) => s.codec_type === 'audio').map((s) => languageOf(s.tags?.language)),
  }
}

/**
 * Whether every browser plays the file as it is, with range requests: H.264 video, AAC audio or
 * none, in an MP4 or MOV container, one sound track at most (a browser plays only the first of an
 * MP4's, so a dubbed film is packaged to offer each). Anything else is packaged to HLS first.
 */
export const playsDirectly = (probe: Probe) =>
  probe.audioLanguages.length <= 1 &&
  probe.container.split(',').some((name) => name === 'mp4' || name === 'mov') &&
  !probe.container.includes('matroska') &&
  probe.video === 'h264' &&
  (probe.audio === null || probe.audio === 'aac')
