import type { Dirent } from 'node:fs'
import { readdir } from 'node:fs/promises'
import { basename, extname, join, relative, sep } from 'node:path'
import { orderBy } from 'natural-orderby'
import { isLitter } from '../archive.ts'
import { SYMBOLIC_LINK } from '../files.ts'
import { firstMotJson, type MotJson } from '../mot-json.ts'
import { nfc } from '../names.ts'
import { episodeName, subtitleOf, videoName } from './names.ts'

/** An episode's video file as found, with its captions. */
export interface EpisodeSource {
  /** Its path inside the library, with '/'. */
  path: string
  file: string
  number: number | null
  title: string | null
  subtitles: { path: string; file: string; language: string | null }[]
}

export interface FilmFolder {
  path: string
  folderName: string
  mot: MotJson | null
  poster: string | null
  episodes: EpisodeSource[]
  skipped: { path: string; reason: string }[]
}

const posterName = /^(poster|cover)\.(jpe?g|png|webp)$/i

/**
 * Scans `<library>/films/<Title>/`: its videos are the episodes, in the order of their numbers
 * (`Tập 2`, `E02`, `S01E02`, `02 …`), unnumbered ones after in natural order; subtitles beside them
 * by name, whichever Unicode form each name is written in (names.ts); poster (or cover) and mot.json.
 * Nothing is probed here. `dirs` are the film's folders: one, or twins whose names differ only in
 * their Unicode form, read as one film.
 */
export async function scanFilm(library: string, dirs: string | string[]): Promise<FilmFolder> {
  const folders = typeof dirs === 'string' ? [dirs] : dirs
  const dir = folders[0]!
  const path = nfc(relative(library, dir).split(sep).join('/'))
  const listed: { name: string; entry: Dirent; file: string }[] = []
  for (const folder of folders) {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      if (isLitter(entry.name) || entry.name.startsWith('.')) continue
      listed.push({ name: nfc(entry.name), entry, file: join(folder, entry.name) })
    }
  }
  const files = orderBy(
    listed.filter((e) => e.entry.isFile()),
    [(f) => f.name],
    ['asc'],
  )
  const skipped: FilmFolder['skipped'] = listed
    .filter((e) => e.entry.isSymbolicLink() && e.name !== 'mot.json')
    .map((e) => ({ path: `${path}/${e.name}`, reason: SYMBOLIC_LINK }))
  const byStem = new Map<string, EpisodeSource>()
  for (const { name, file } of files.filter((f) => videoName.test(f.name))) {
    const stem = basename(name, extname(name))
    const same = byStem.get(stem)
    if (same) {
      // Its captions could belong to either: the first in order is the episode.
      skipped.push({ path: `${path}/${name}`, reason: `another video has the same name (${same.path})` })
      continue
    }
    byStem.set(stem, { path: `${path}/${name}`, file, ...episodeName(name), subtitles: [] })
  }
  const stems = new Set(byStem.keys())
  for (const { name, file } of files) {
    const subtitle = subtitleOf(name, stems)
    if (!subtitle) continue
    byStem.get(subtitle.stem)!.subtitles.push({ path: `${path}/${name}`, file, language: subtitle.language })
  }
  // Offered in this order: the film's own language (an unmarked file), Vietnamese, then the others.
  const rank = (language: string | null) => (language === null ? 0 : language === 'vi' ? 1 : 2)
  for (const episode of byStem.values()) episode.subtitles.sort((a, b) => rank(a.language) - rank(b.language))
  const mot = await firstMotJson(folders, path, skipped)
  const poster = orderBy(
    files.filter((f) => posterName.test(f.name)),
    [(f) => !f.name.startsWith('poster'), (f) => f.name],
  )[0]
  return {
    path,
    folderName: nfc(basename(dir)),
    mot,
    poster: poster?.file ?? null,
    episodes: orderBy(
      [...byStem.values()],
      [(e) => e.number ?? Number.POSITIVE_INFINITY, (e) => e.path],
      ['asc', 'asc'],
    ),
    skipped,
  }
}
