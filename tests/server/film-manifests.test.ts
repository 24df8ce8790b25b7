import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { filmClips } from '../../server/demo/films.ts'
import { packageFilm } from '../../server/library/films/package.ts'
import { clip, dubbedClip } from './library/film-fixtures.ts'
import { dashFaults, hlsFaults } from './stream-rules.ts'

const demo = fileURLToPath(new URL('../../server/demo/assets/films/', import.meta.url))

describe('the demo films, by the standards', () => {
  it.each(filmClips)(
    '%s: its HLS keeps RFC 8216 (measured bandwidth, frame rate, named sound, captions)',
    (name) => {
      expect(hlsFaults(join(demo, name, 'master.m3u8'), { captions: true })).toEqual([])
    },
  )

  it.each(filmClips)(
    '%s: its DASH keeps ISO/IEC 23009-1 (bandwidth, longest segment, sound language, captions)',
    (name) => {
      expect(dashFaults(join(demo, name, 'manifest.mpd'), { captions: true })).toEqual([])
    },
  )
})

describe('a film the importer packages, by RFC 8216', () => {
  let dir: string
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'mot-manifests-'))
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('a film with one sound track', async () => {
    const file = join(dir, 'one.webm')
    clip(file, 'vp9-opus.webm')
    const playlist = await packageFilm(join(dir, 'media'), {
      file,
      folder: 'one',
      h264: false,
      path: 'one.webm',
    })
    expect(hlsFaults(join(dir, 'media', playlist))).toEqual([])
  })

  it('a dubbed film: its sound tracks are named in their languages, the variant counts the largest', async () => {
    const file = join(dir, 'dubbed.mkv')
    dubbedClip(file, { seconds: 8 })
    const playlist = await packageFilm(join(dir, 'media'), {
      file,
      folder: 'dubbed',
      h264: true,
      path: 'dubbed.mkv',
      audioLanguages: ['vi', 'en'],
    })
    const master = join(dir, 'media', playlist)
    expect(hlsFaults(master)).toEqual([])
    expect(readdirSync(join(dir, 'media', 'dubbed', 'hls')).length).toBeGreaterThan(1)
  })
})
