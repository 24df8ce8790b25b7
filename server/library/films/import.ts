import { stat } from 'node:fs/promises'
import { basename, join } from 'node:path'
import type { Localized, Subtitle, VideoSource } from '../../db/schema.ts'
import { numbered } from '../../posts/chapter-title.ts'
import { slugOf } from '../../posts/slug.ts'
import { type ItemReading, libraryKind } from '../kind.ts'
import { detailsOf, reasonOf } from '../refusal.ts'
import { type ImportRun, isStop, scanFolders } from '../run.ts'
import type { ChapterValues } from '../save.ts'
import { categoriesWithinLimit, peopleWithinLimit } from '../within-limits.ts'
import { type FilmPackaging, hlsPlaylist, runFilmPackaging } from './package.ts'
import { playsDirectly, probeVideo } from './probe.ts'
import type { EpisodeSource, FilmFolder } from './scan.ts'
import { storeVideo, videoFingerprint } from './store.ts'

type FoundEpisode = EpisodeSource & { fingerprint: string }

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  )

/** Scans `<library>/films`: each folder a film, its videos and captions listed (nothing probed yet). */
const listFilms = (run: ImportRun): Promise<FilmFolder[]> =>
  scanFolders(run, 'films', (library, dirs) => run.read('scanFilm', { library, dirs }))

/** An episode passed over takes its captions with it: each has its line too. */
function skipEpisode(run: ImportRun, episode: EpisodeSource, error: unknown) {
  run.refuse(episode.path, error)
  for (const subtitle of episode.subtitles) run.skip(subtitle.path, 'its video was skipped')
}

/** The episodes each run found unready, packaged once everything is saved (`finish`). */
const unready = new WeakMap<ImportRun, FilmPackaging[]>()

/**
 * Films (docs/library.md, Films): episodes that play as they are (H.264/AAC in MP4) are copied, the
 * others saved as being processed and packaged once the run has saved everything; captions are
 * stored as WebVTT.
 */
export const films = libraryKind<FilmFolder, ItemReading<FoundEpisode>, PreparedEpisode>({
  folder: 'films',
  posttype: 'movie',
  find: listFilms,
  progress: (film: FilmFolder) => film.episodes.map((e) => e.path),
  async read(run, film) {
    const beside = (file: string | null) => file && `${film.path}/${basename(file)}`
    run.use(...film.episodes.map((e) => e.path), beside(film.poster), beside('mot.json'))
    const chapters: FoundEpisode[] = []
    for (const episode of film.episodes) {
      try {
        chapters.push({ ...episode, fingerprint: await videoFingerprint(episode.file) })
      } catch (error) {
        skipEpisode(run, episode, error)
      }
    }
    return { name: film.folderName, chapters }
  },
  ready: ({ run, item: film, folder }, planned) => prepareEpisode(run, film, folder, planned.found),
  dropped: skipEpisode,
  noChapter: 'no playable episode',
  async describe({ run, item: film, folder }, chapters, prepared) {
    const poster = await run.cover(folder, film.path, film.poster)
    const { mot } = film
    const name = film.folderName.normalize('NFC')
    const report = run.skip.bind(run)
    const single = chapters.length === 1
    return {
      values: {
        title: { vi: mot?.title?.vi ?? mot?.title?.en ?? name, en: mot?.title?.en ?? mot?.title?.vi ?? name },
        description: {
          vi: mot?.description?.vi ?? mot?.description?.en ?? '',
          en: mot?.description?.en ?? mot?.description?.vi ?? '',
        },
        feature: poster,
        author: null,
        releaseYear: mot?.releaseYear ?? null,
      },
      chapter: ({ found: episode, index }): ChapterValues => ({
        title: episodeTitle(single, episode, index),
        content: null,
        ...prepared.get(episode)!.values,
      }),
      categories: categoriesWithinLimit(mot?.categories ?? [], film.path, report).map(slugOf),
      credits: {
        director: peopleWithinLimit(mot?.directors ?? [], 'directors', film.path, report),
        actor: peopleWithinLimit(mot?.actors ?? [], 'actors', film.path, report),
        studio: peopleWithinLimit(mot?.studios ?? [], 'studios', film.path, report),
      },
    }
  },
  saved({ run }, chapters, prepared) {
    const jobs = unready.get(run) ?? []
    unready.set(run, jobs)
    for (const { found: episode } of chapters) {
      const { job } = prepared.get(episode)!
      if (job) jobs.push(job)
    }
  },
  // Last: the films are saved (their unready episodes shown as being processed) before any is packaged.
  finish: (run) => packageFilms(run, unready.get(run) ?? []),
})

type PreparedEpisode = Awaited<ReturnType<typeof prepareEpisode>>

/** Probes an episode, stores what plays (or plans its packaging) and its captions. */
async function prepareEpisode(run: ImportRun, film: FilmFolder, filmFolder: string, episode: FoundEpisode) {
  const { mediaDir } = run.options
  const probe = await probeVideo(episode.file)
  const folder = `${filmFolder}/${episode.fingerprint}`
  let source: VideoSource
  let job: FilmPackaging | undefined
  if (playsDirectly(probe)) {
    source = { link: await storeVideo(mediaDir, folder, episode.file), type: 'mp4', label: 'MP4' }
  } else {
    source = { link: hlsPlaylist(folder), type: 'hls', label: 'HLS' }
    if (!(await exists(join(mediaDir, source.link)))) {
      job = {
        file: episode.file,
        folder,
        h264: probe.video === 'h264',
        path: episode.path,
        ...(probe.audioLanguages.length > 1 && { audioLanguages: probe.audioLanguages }),
      }
    }
  }
  const subtitles: Subtitle[] = []
  /** The caption file offered for each language. */
  const offered = new Map<string, string>()
  for (const subtitle of episode.subtitles) {
    const language = subtitle.language ?? film.mot?.language ?? 'vi'
    // One track per language: `Tập 1.srt` and `Tập 1.vi.srt` would be the same choice twice.
    const first = offered.get(language)
    if (first) {
      run.skip(subtitle.path, `a second caption in the same language: ${first} is offered`)
      continue
    }
    try {
      const link = await run.read('storeSubtitle', { mediaDir, folder, file: subtitle.file, language })
      subtitles.push({ language, link })
      offered.set(language, subtitle.path)
      run.use(subtitle.path)
    } catch (error) {
      if (isStop(error)) throw error
      run.refuse(subtitle.path, error)
    }
  }
  return { values: { source: [source], subtitles, processing: job !== undefined }, job }
}

/** A film of one file is the whole film; an episode is titled by its name, else by its number. */
function episodeTitle(single: boolean, episode: EpisodeSource, index: number): Localized {
  if (single) return { vi: 'Trọn bộ', en: 'Full film' }
  const name = episode.title ? { vi: episode.title, en: episode.title } : undefined
  return numbered(episode.number ?? index, 'Tập', 'Episode', name)
}

/**
 * Packages the episodes an import found unready: handed to the job queue when the import has one
 * (`packageLater`), else run here, one after another; a failure is reported and tried again next time.
 */
async function packageFilms(run: ImportRun, packaging: FilmPackaging[]) {
  for (const job of packaging) {
    if (run.options.packageLater) {
      await run.options.packageLater(job)
      continue
    }
    await runFilmPackaging(run.db, run.options.mediaDir, job).catch((error) => {
      run.skip(job.path, `could not be packaged: ${reasonOf(error)}`, detailsOf(error))
    })
  }
}
