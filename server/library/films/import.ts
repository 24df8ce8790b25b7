import { stat } from 'node:fs/promises'
import { basename, join } from 'node:path'
import type { Localized, Subtitle, VideoSource } from '../../db/schema.ts'
import { numbered } from '../../posts/chapter-title.ts'
import { slugOf } from '../../posts/slug.ts'
import { mediaFolder } from '../media.ts'
import { detailsOf, reasonOf } from '../refusal.ts'
import { type ImportRun, isStop, scanFolders } from '../run.ts'
import { type ChapterValues, planChapters, savePost } from '../save.ts'
import { removeUnnamed } from '../unused-media.ts'
import { categoriesWithinLimit, peopleWithinLimit, postWithinLimits } from '../within-limits.ts'
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
export const listFilms = (run: ImportRun): Promise<FilmFolder[]> =>
  scanFolders(run, 'films', (library, dirs) => run.read('scanFilm', { library, dirs }))

/**
 * Imports one film (docs/library.md, Films): episodes that play as they are (H.264/AAC in MP4) are
 * copied, the others saved as being processed, their packaging added to `packaging`; captions are
 * stored as WebVTT. The post and its episodes are written in one transaction.
 */
export async function importFilm(run: ImportRun, film: FilmFolder, packaging: FilmPackaging[]) {
  const beside = (file: string | null) => file && `${film.path}/${basename(file)}`
  run.use(...film.episodes.map((e) => e.path), beside(film.poster), beside('mot.json'))
  // An episode passed over takes its captions with it: each has its line too.
  const skipEpisode = (episode: EpisodeSource, error: unknown) => {
    run.refuse(episode.path, error)
    for (const subtitle of episode.subtitles) run.skip(subtitle.path, 'its video was skipped')
  }
  const found: FoundEpisode[] = []
  for (const episode of film.episodes) {
    try {
      found.push({ ...episode, fingerprint: await videoFingerprint(episode.file) })
    } catch (error) {
      skipEpisode(episode, error)
    }
  }
  const claim = await run.claim(
    'movie',
    film.path,
    film.folderName,
    found.map((e) => e.fingerprint),
  )
  if ('refused' in claim) {
    for (const e of film.episodes) run.progress(e.path)
    run.skip(film.path, claim.refused)
    return
  }
  const { stored, slug } = claim
  const folder = mediaFolder('films', slug)
  const prepared = new Map<FoundEpisode, Awaited<ReturnType<typeof prepareEpisode>>>()
  for (const planned of planChapters(stored?.chapters ?? [], found).chapters) {
    try {
      prepared.set(planned.found, await prepareEpisode(run, film, folder, planned.found))
    } catch (error) {
      skipEpisode(planned.found, error)
    }
    run.progress(planned.found.path)
  }
  const plan = planChapters(
    stored?.chapters ?? [],
    found.filter((e) => prepared.has(e)),
  )
  if (plan.chapters.length === 0) {
    run.skip(film.path, 'no playable episode')
    return
  }
  const { mediaDir } = run.options
  const poster = await run.cover(folder, film.path, film.poster)
  const { mot } = film
  const name = film.folderName.normalize('NFC')
  const report = run.skip.bind(run)
  const values = postWithinLimits(
    {
      slug,
      posttype: 'movie' as const,
      ...run.provenance(film.path),
      title: { vi: mot?.title?.vi ?? mot?.title?.en ?? name, en: mot?.title?.en ?? mot?.title?.vi ?? name },
      description: {
        vi: mot?.description?.vi ?? mot?.description?.en ?? '',
        en: mot?.description?.en ?? mot?.description?.vi ?? '',
      },
      feature: poster,
      author: null,
      releaseYear: mot?.releaseYear ?? null,
    },
    film.path,
    report,
  )
  const single = plan.chapters.length === 1
  const saved = await savePost(
    run.db,
    stored,
    values,
    plan,
    ({ found: episode, index }): ChapterValues => ({
      title: episodeTitle(single, episode, index),
      content: null,
      ...prepared.get(episode)!.values,
    }),
    categoriesWithinLimit(mot?.categories ?? [], film.path, report).map(slugOf),
    {
      director: peopleWithinLimit(mot?.directors ?? [], 'directors', film.path, report),
      actor: peopleWithinLimit(mot?.actors ?? [], 'actors', film.path, report),
    },
  )
  run.count(!stored, saved)
  for (const { found: episode } of plan.chapters) {
    const { job } = prepared.get(episode)!
    if (job) packaging.push(job)
  }
  // Old captions and replaced videos go; hidden episodes keep their files (their rows name them), so
  // a returning file needs nothing copied or packaged.
  await removeUnnamed(run.db, mediaDir, folder, { postId: saved.postId, since: run.started })
}

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
export async function packageFilms(run: ImportRun, packaging: FilmPackaging[]) {
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
