import { readdir } from 'node:fs/promises'
import { basename, extname, join, relative, sep } from 'node:path'
import { orderBy } from 'natural-orderby'
import { isLitter } from '../archive.ts'
import { SYMBOLIC_LINK } from '../files.ts'
import { type MotJson, readMotJson } from '../mot-json.ts'
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
 * by name; poster (or cover) and mot.json. Nothing is probed here.
 */
export async function scanFilm(library: string, dir: string): Promise<FilmFolder> {
  const path = relative(library, dir).split(sep).join('/')
  const listed = (await readdir(dir, { withFileTypes: true })).filter(
    (e) => !isLitter(e.name) && !e.name.startsWith('.'),
  )
  const entries = listed.filter((e) => e.isFile())
  const files = orderBy(
    entries.map((e) => e.name),
    [(f) => f],
    ['asc'],
  )
  const skipped: FilmFolder['skipped'] = listed
    .filter((e) => e.isSymbolicLink() && e.name !== 'mot.json')
    .map((e) => ({ path: `${path}/${e.name}`, reason: SYMBOLIC_LINK }))
  const byStem = new Map<string, EpisodeSource>()
  for (const name of files.filter((f) => videoName.test(f))) {
    const stem = basename(name, extname(name))
    const same = byStem.get(stem)
    if (same) {
      // Its captions could belong to either: the first in order is the episode.
      skipped.push({ path: `${path}/${name}`, reason: `another video has the same name (${same.path})` })
      continue
    }
    byStem.set(stem, { path: `${path}/${name}`, file: join(dir, name), ...episodeName(name), subtitles: [] })
  }
  const stems = new Set(byStem.keys())
  for (const name of files) {
    const subtitle = subtitleOf(name, stems)
    if (!subtitle) continue
    byStem.get(subtitle.stem)!.subtitles.push({
      path: `${path}/${name}`,
      file: join(dir, name),
      language: subtitle.language,
    })
  }
  // Offered in this order: the film's own language (an unmarked file), Vietnamese, then the others.
  const rank = (language: string | null) => (language === null ? 0 : language === 'vi' ? 1 : 2)
  for (const episode of byStem.values()) episode.subtitles.sort((a, b) => rank(a.language) - rank(b.language))
  const { mot, problem } = await readMotJson(join(dir, 'mot.json'))
  if (problem) skipped.push({ path: `${path}/mot.json`, reason: problem })
  const poster = orderBy(
    files.filter((name) => posterName.test(name)),
    [(f) => !f.startsWith('poster'), (f) => f],
  )[0]
  return {
    path,
    folderName: basename(dir),
    mot,
    poster: poster ? join(dir, poster) : null,
    episodes: orderBy(
      [...byStem.values()],
      [(e) => e.number ?? Number.POSITIVE_INFINITY, (e) => e.path],
      ['asc', 'asc'],
    ),
    skipped,
  }
}
