import { readdir, stat } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { orderBy } from 'natural-orderby'
import type { Localized, Subtitle, VideoSource } from '../../db/schema.ts'
import { slugOf } from '../../demo/insert.ts'
import { numbered } from '../../demo/types.ts'
import { type ImportOptions, type ImportReport, LibraryUnreadable } from '../import.ts'
import { copyCover, fingerprintOf, hashOf, removeUnused } from '../media.ts'
import { reasonOf } from '../refusal.ts'
import { type EpisodeValues, savePost, storedPost } from '../save.ts'
import { type FilmPackaging, hlsPlaylist, runFilmPackaging } from './package.ts'
import { playsDirectly, probeVideo } from './probe.ts'
import { type EpisodeSource, type FilmFolder, scanFilm } from './scan.ts'
import {
  episodeFolder,
  filmFolder,
  removeOldSubtitles,
  storeSubtitle,
  storeVideo,
  videoFingerprint,
} from './store.ts'

export interface FilmImportOptions extends ImportOptions {
  /**
   * Hands an episode's packaging to a job queue. Without one, packaging runs here once every film
   * is saved (its episodes show as being processed until then).
   */
  packageLater?: (job: FilmPackaging) => unknown
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  )

/**
 * Imports `<library>/films` (docs/library.md, Films) into the report the comics began: each folder a
 * film, each video an episode. Episodes that play as they are (H.264/AAC in MP4) are copied; the rest
 * are saved as being processed and packaged to HLS in the background.
 */
export async function importFilms(options: FilmImportOptions, report: ImportReport) {
  const filmsDir = join(options.library, 'films')
  const folders = await readdir(filmsDir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return []
    throw new LibraryUnreadable(`The films folder cannot be read: ${error.message}`)
  })
  const films: FilmFolder[] = []
  for (const folder of orderBy(folders, [(f) => f.name], ['asc'])) {
    if (!folder.isDirectory() || folder.name.startsWith('.')) continue
    try {
      const scanned = await scanFilm(options.library, join(filmsDir, folder.name))
      report.skipped.push(...scanned.skipped)
      films.push(scanned)
    } catch (error) {
      report.skipped.push({ path: `films/${folder.name}`, reason: reasonOf(error) })
    }
  }
  const total = films.reduce((sum, f) => sum + f.episodes.length, 0)
  let done = 0
  const jobs: FilmPackaging[] = []
  const slugs = new Set<string>()
  for (const film of films) {
    const progress = (current: string) => options.onProgress?.(++done, total, current)
    const slug = slugOf(film.folderName).slice(0, 80).replace(/-+$/, '') || `film-${hashOf(film.path)}`
    const stored = await storedPost(options.db, slug)
    const ours =
      stored?.values.posttype === 'movie' &&
      stored.chapters.length > 0 &&
      stored.chapters.every((c) => c.source?.every((s) => s.link.startsWith(`${filmFolder(slug)}/`)))
    if (slugs.has(slug) || (stored && !ours)) {
      for (const e of film.episodes) progress(e.path)
      const by = slugs.has(slug) ? 'another film folder' : 'a post not from the library'
      report.skipped.push({ path: film.path, reason: `its name ${slug} is already used by ${by}` })
      continue
    }
    slugs.add(slug)
    const ready: EpisodeValues[] = []
    for (const episode of film.episodes) {
      try {
        const prepared = await prepareEpisode(options, film, slug, episode, report)
        if (prepared.job) jobs.push(prepared.job)
        ready.push({ ...prepared.values, title: episodeTitle(film, episode, ready.length + 1) })
      } catch (error) {
        report.skipped.push({ path: episode.path, reason: reasonOf(error) })
      }
      progress(episode.path)
    }
    if (ready.length === 0) {
      report.skipped.push({ path: film.path, reason: 'no playable episode' })
      continue
    }
    await saveFilm(options, film, slug, stored, ready, report)
  }
  for (const job of jobs) {
    if (options.packageLater) {
      options.packageLater(job)
      continue
    }
    await runFilmPackaging(options.db, options.mediaDir, job).catch((error) => {
      report.skipped.push({ path: job.path, reason: `could not be packaged: ${reasonOf(error)}` })
    })
  }
}

/** Probes an episode, stores what plays (or plans its packaging) and its captions. */
async function prepareEpisode(
  options: FilmImportOptions,
  film: FilmFolder,
  slug: string,
  episode: EpisodeSource,
  report: ImportReport,
) {
  const probe = await probeVideo(episode.file)
  const fingerprint = await videoFingerprint(episode.file)
  const folder = episodeFolder(slug, fingerprint)
  let source: VideoSource
  let job: FilmPackaging | undefined
  if (playsDirectly(probe)) {
    source = { link: await storeVideo(options.mediaDir, folder, episode.file), type: 'mp4', label: 'MP4' }
  } else {
    source = { link: hlsPlaylist(folder), type: 'hls', label: 'HLS' }
    if (!(await exists(join(options.mediaDir, source.link)))) {
      job = { file: episode.file, folder, h264: probe.video === 'h264', path: episode.path }
    }
  }
  const subtitles: Subtitle[] = []
  for (const subtitle of episode.subtitles) {
    const language = subtitle.language ?? film.mot?.language ?? 'vi'
    // One track per language: `Tập 1.srt` and `Tập 1.vi.srt` would be the same choice twice.
    if (subtitles.some((s) => s.language === language)) continue
    try {
      subtitles.push({
        language,
        link: await storeSubtitle(options.mediaDir, folder, subtitle.file, language),
      })
    } catch (error) {
      report.skipped.push({ path: subtitle.path, reason: reasonOf(error) })
    }
  }
  const values = { source: [source], subtitles, processing: job !== undefined, fingerprint }
  return { values, job }
}

/** A film of one file is the whole film; an episode is titled by its name, else by its number. */
function episodeTitle(film: FilmFolder, episode: EpisodeSource, index: number): Localized {
  if (film.episodes.length === 1) return { vi: 'Trọn bộ', en: 'Full film' }
  const name = episode.title ? { vi: episode.title, en: episode.title } : undefined
  return numbered(episode.number ?? index, 'Tập', 'Episode', name)
}

async function saveFilm(
  options: FilmImportOptions,
  film: FilmFolder,
  slug: string,
  stored: Awaited<ReturnType<typeof storedPost>>,
  ready: EpisodeValues[],
  report: ImportReport,
) {
  const { db, mediaDir } = options
  const { mot } = film
  let poster: string | null = null
  if (film.poster) {
    const name = `${film.path}/${basename(film.poster)}`
    poster = await copyCover(mediaDir, slug, film.poster, name, filmFolder(slug)).catch((error) => {
      report.skipped.push({ path: name, reason: reasonOf(error) })
      return null
    })
  }
  const name = film.folderName.normalize('NFC')
  const values = {
    slug,
    posttype: 'movie' as const,
    title: { vi: mot?.title?.vi ?? mot?.title?.en ?? name, en: mot?.title?.en ?? mot?.title?.vi ?? name },
    description: {
      vi: mot?.description?.vi ?? mot?.description?.en ?? '',
      en: mot?.description?.en ?? mot?.description?.vi ?? '',
    },
    feature: poster,
    author: null,
    releaseYear: mot?.releaseYear ?? null,
  }
  const credits = { director: mot?.directors ?? [], actor: mot?.actors ?? [] }
  const saved = await savePost(db, stored, values, ready, (mot?.categories ?? []).map(slugOf), credits)
  for (const key of ['added', 'changed', 'unchanged'] as const) report.chapters[key] += saved.chapters[key]
  report.posts[!stored ? 'added' : saved.postChanged ? 'changed' : 'unchanged']++
  // Episodes past the files present keep their media until hiding them is built.
  const keep = new Set<string>([poster ?? '', ...ready.map((c) => c.fingerprint)])
  for (const c of stored?.chapters.filter((c) => c.index > ready.length) ?? []) {
    keep.add(fingerprintOf(c.source?.map((s) => s.link)) ?? '')
  }
  await removeUnused(mediaDir, slug, keep, filmFolder(slug))
  for (const episode of ready) await removeOldSubtitles(mediaDir, episode)
}
