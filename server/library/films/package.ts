import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdir, rename, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { and, eq, sql } from 'drizzle-orm'
import { ownLanguageName } from '../../../src/contract/languages.ts'
import type { Db } from '../../db/client.ts'
import { chapters } from '../../db/schema.ts'
import { describeVariants } from './hls-master.ts'

const run = promisify(execFile)

/** One episode to package: the video in the library, and the episode's folder in the media store. */
export interface FilmPackaging {
  file: string
  folder: string
  /** Whether its video is H.264 already (copied as it is, not encoded again). */
  h264: boolean
  /** Its path inside the library, for the report and the log. */
  path: string
  /** Its sound tracks' languages, when it has several (a dubbed film): each is offered in the player. */
  audioLanguages?: (string | null)[]
}

/** Where a packaged episode's HLS playlist is, inside its folder. */
export const hlsPlaylist = (folder: string) => `${folder}/hls/master.m3u8`

/** An hour of encoding at most for one episode; a stuck ffmpeg is killed, and the job can run again. */
export const packagingTimeoutMs = 60 * 60 * 1000

// Every ffmpeg under way, so that stopping the server stops them too.
const running = new Set<AbortController>()

/** Kills every packaging under way (the server is stopping); each leaves only its temporary folder. */
export function stopFilmPackaging() {
  for (const controller of running) controller.abort()
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  )

/**
 * What ffmpeg writes: one playlist of picture and sound; or, for a film with several sound tracks,
 * the picture's playlist and one per sound track (each in a folder of its own), grouped in the master
 * playlist as alternatives named by language, which the player offers.
 */
function renditions(folder: string, audioLanguages: (string | null)[]) {
  if (audioLanguages.length <= 1) {
    return [
      ...['-map', '0:v:0', '-map', '0:a:0?'],
      ...['-hls_segment_filename', join(folder, 'segment-%04d.m4s'), join(folder, 'video.m3u8')],
    ]
  }
  const sound = audioLanguages.map(
    (language, at) =>
      `a:${at},agroup:audio,name:audio-${at}${language ? `,language:${language}` : ''}${at === 0 ? ',default:yes' : ''}`,
  )
  return [
    ...['-map', '0:v:0', ...audioLanguages.flatMap((_language, at) => ['-map', `0:a:${at}`])],
    ...['-var_stream_map', ['v:0,agroup:audio,name:video', ...sound].join(' ')],
    ...['-hls_segment_filename', join(folder, '%v', 'segment-%04d.m4s'), join(folder, '%v', 'index.m3u8')],
  ]
}

/**
 * Packages one episode to HLS (fMP4 segments, H.264 and AAC) with ffmpeg. Idempotent: the output
 * folder comes from the episode's fingerprint, and a folder already in place is the work done. It is
 * written under a hidden temporary name and renamed into place when complete, so a stopped or failed
 * run leaves nothing that plays half. Returns the playlist's path in the media store.
 */
export async function packageFilm(
  mediaDir: string,
  job: FilmPackaging,
  timeoutMs = packagingTimeoutMs,
  signal?: AbortSignal,
): Promise<string> {
  const playlist = hlsPlaylist(job.folder)
  if (await exists(join(mediaDir, playlist))) return playlist
  const temporary = join(mediaDir, job.folder, `.hls-${randomBytes(6).toString('hex')}`)
  const controller = new AbortController()
  running.add(controller)
  // The queue's worker stopping (the server is) stops this one too.
  const stop = () => controller.abort()
  signal?.addEventListener('abort', stop)
  try {
    signal?.throwIfAborted()
    await mkdir(temporary, { recursive: true })
    const video = job.h264
      ? ['-c:v', 'copy']
      : ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p']
    const packaging = run(
      'ffmpeg',
      [
        ...['-nostdin', '-v', 'error', '-i', job.file],
        ...video,
        ...['-c:a', 'aac', '-b:a', '128k', '-ac', '2'],
        ...['-f', 'hls', '-hls_time', '6', '-hls_playlist_type', 'vod', '-hls_segment_type', 'fmp4'],
        ...['-hls_fmp4_init_filename', 'init.mp4', '-master_pl_name', 'master.m3u8'],
        ...renditions(temporary, job.audioLanguages ?? []),
      ],
      { timeout: timeoutMs, killSignal: 'SIGKILL', maxBuffer: 1024 * 1024 },
    )
    // Killed outright when stopped or late: its output is thrown away anyway, and ffmpeg asked to stop
    // (SIGTERM, which execFile's own `signal` sends whatever `killSignal` says) while it waits on its
    // input, a stalled network mount, waits on.
    const kill = () => packaging.child.kill('SIGKILL')
    controller.signal.addEventListener('abort', kill)
    if (controller.signal.aborted) kill()
    try {
      await packaging
    } finally {
      controller.signal.removeEventListener('abort', kill)
    }
    // Sound tracks by their language's own name, as the player lists them.
    const audio = (job.audioLanguages ?? []).map((language) =>
      language ? { name: ownLanguageName(language), language } : undefined,
    )
    await describeVariants(join(temporary, 'master.m3u8'), { audio })
    await rename(temporary, join(mediaDir, job.folder, 'hls')).catch(async (error) => {
      // Another run finished the same episode first: its folder stands.
      if (!(await exists(join(mediaDir, playlist)))) throw error
    })
    return playlist
  } finally {
    signal?.removeEventListener('abort', stop)
    running.delete(controller)
    await rm(temporary, { recursive: true, force: true })
  }
}

/**
 * The background job: packages the episode, then lets it play (its chapter's source points at the
 * playlist, `processing` clears). Safe to run again after a restart; the queue calls this.
 */
export async function runFilmPackaging(db: Db, mediaDir: string, job: FilmPackaging, signal?: AbortSignal) {
  const playlist = await packageFilm(mediaDir, job, packagingTimeoutMs, signal)
  await db
    .update(chapters)
    .set({ processing: false })
    .where(and(eq(chapters.processing, true), sql`${chapters.source}->0->>'link' = ${playlist}`))
}
