import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { packageFilm, stopFilmPackaging } from '../../../server/library/films/package.ts'
import { createTestServer } from '../harness.ts'
import { clip } from './film-fixtures.ts'

let dir: string
let media: string
let webm: string

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'mot-package-'))
  media = join(dir, 'media')
  webm = join(dir, 'clip.webm')
  clip(webm, 'vp9-opus.webm')
})

afterAll(() => rmSync(dir, { recursive: true, force: true }))

const folderOf = (name: string) => `library/films/clip/${name}`
const files = (folder: string) => readdirSync(join(media, folder)).sort()

describe('packageFilm', () => {
  it('packages once: the same episode again finds its folder in place and does no work', async () => {
    const job = { file: webm, folder: folderOf('once'), h264: false, path: 'films/clip/clip.webm' }
    const playlist = await packageFilm(media, job)
    expect(playlist).toBe('library/films/clip/once/hls/master.m3u8')
    expect(files(job.folder)).toEqual(['hls'])
    expect(files(`${job.folder}/hls`)).toEqual(['init.mp4', 'master.m3u8', 'segment-0000.m4s', 'video.m3u8'])
    const made = statSync(join(media, playlist)).mtimeMs
    // A missing input would fail any real run: the second call must not start one.
    await expect(packageFilm(media, { ...job, file: join(dir, 'gone.webm') })).resolves.toBe(playlist)
    expect(statSync(join(media, playlist)).mtimeMs).toBe(made)
  })

  it('gives up past its time limit and leaves nothing behind', async () => {
    const job = { file: webm, folder: folderOf('slow'), h264: false, path: 'films/clip/clip.webm' }
    await expect(packageFilm(media, job, 1)).rejects.toThrow()
    expect(files(job.folder)).toEqual([])
  })

  it.each([
    ['stopFilmPackaging', async () => stopFilmPackaging()],
    ['the server closing', async () => (await createTestServer()).close()],
  ])('is stopped by %s, leaving nothing behind', async (name, stop) => {
    // A pipe nobody writes to: ffmpeg waits on it until it is killed.
    const fifo = join(dir, `${name}.webm`)
    execFileSync('mkfifo', [fifo])
    const job = { file: fifo, folder: folderOf(name), h264: false, path: `films/clip/${name}.webm` }
    const settled = packageFilm(media, job).then(
      () => 'done',
      () => 'failed',
    )
    await expect.poll(() => readdirSync(join(media, job.folder), { withFileTypes: true }).length).toBe(1)
    await stop()
    expect(await settled).toBe('failed')
    expect(files(job.folder)).toEqual([])
    // And ffmpeg is gone, not left waiting on its input after the server.
    await expect.poll(() => processesNaming(fifo)).toEqual([])
  })
})

/** The processes whose command line names `path`. */
function processesNaming(path: string) {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(path)
      } catch {
        return false
      }
    })
}
