import { mediaFolder } from './media.ts'
import { type ImportRun, isStop } from './run.ts'
import {
  type ChapterValues,
  type Credits,
  type FoundChapter,
  type PlannedChapter,
  type PostValues,
  planChapters,
  type StoredPost,
  savePost,
} from './save.ts'
import { removeUnnamed } from './unused-media.ts'
import { postWithinLimits } from './within-limits.ts'

/** What reading an item gives: the name a new post's slug comes from, and its chapters as found. */
export interface ItemReading<Chapter extends FoundChapter> {
  name: string
  chapters: Chapter[]
}

/** An item claimed as a post: what was read of it, its slug, what is stored of it, its media folder. */
export interface ClaimedItem<Item, Reading> {
  run: ImportRun
  item: Item
  read: Reading
  slug: string
  stored: StoredPost | undefined
  /** The post's folder in the media store (`library/comics/<slug>`). */
  folder: string
}

/** A post as its kind describes it; the import adds where it comes from and keeps its words within limits. */
export interface PostDescription<Chapter extends FoundChapter> {
  values: Omit<PostValues, 'slug' | 'posttype' | 'libraryPath' | 'origin' | 'status'>
  /** How each chapter is stored. */
  chapter: (planned: PlannedChapter<Chapter>) => ChapterValues
  /** Category slugs, or names when `newCategories` (made when the site has none by that name). */
  categories: string[]
  newCategories?: boolean
  credits?: Credits
}

/**
 * One kind of item a library holds (comics, novels, games, films), as Jellyfin's resolvers and Komga's
 * analysers are: how its items are found, read, made ready chapter by chapter and described.
 * Everything else is `importItem`'s, the same for every kind (docs/library.md, Kinds).
 */
/** The chapters a reading found. */
type ChapterOf<Reading extends ItemReading<FoundChapter>> = Reading['chapters'][number]

export interface LibraryKind<
  Item extends { path: string },
  Reading extends ItemReading<FoundChapter>,
  Ready,
> {
  /** Its folder in the library (`comics/`), and in the media store (`library/comics/<slug>`). */
  folder: string
  posttype: PostValues['posttype']
  /** Its items in the library: listed, or scanned where what a scan reads is kept (file-reads.ts). */
  find(run: ImportRun): Promise<Item[]>
  /** The files an item counts for in the progress: each chapter's, or the item's own. */
  progress(item: Item): string[]
  /** Reads an item (in the reader's process), marking the files it takes (`run.use`). */
  read(run: ImportRun, item: Item): Promise<Reading>
  /**
   * Puts a chapter's media in place (copies its pages, probes and stores its video); a chapter whose
   * media cannot be made is left out, its old version hidden. Without it, chapters are read whole.
   */
  ready?(claimed: ClaimedItem<Item, Reading>, planned: PlannedChapter<ChapterOf<Reading>>): Promise<Ready>
  /** Reports a chapter left out (by default, its reason on its own line). */
  dropped?(run: ImportRun, chapter: ChapterOf<Reading>, error: unknown): void
  /** Why an item none of whose chapters is ready is skipped; without it, the item is saved as it is. */
  noChapter?: string
  /** The post's words, cover, chapters' values, categories and people. */
  describe(
    claimed: ClaimedItem<Item, Reading>,
    chapters: PlannedChapter<ChapterOf<Reading>>[],
    ready: Map<ChapterOf<Reading>, Ready>,
  ): Promise<PostDescription<ChapterOf<Reading>>>
  /** After the post is saved (a film hands its packaging on). */
  saved?(
    claimed: ClaimedItem<Item, Reading>,
    chapters: PlannedChapter<ChapterOf<Reading>>[],
    ready: Map<ChapterOf<Reading>, Ready>,
  ): void
  /** Once every item is saved and gone posts hidden (a film's packaging runs). */
  finish?(run: ImportRun): Promise<void>
}

/** An item found, ready to import: what the run walks, whatever its kind. */
export interface FoundItem {
  path: string
  /** The files it counts for in the progress. */
  files: string[]
  import: () => Promise<void>
}

/** A kind as the run walks it: its items found, each with how it imports. */
export interface Kind {
  folder: string
  posttype: PostValues['posttype']
  find(run: ImportRun): Promise<FoundItem[]>
  finish?(run: ImportRun): Promise<void>
}

/** A kind's module, as the run walks it. */
export function libraryKind<Item extends { path: string }, Reading extends ItemReading<FoundChapter>, Ready>(
  kind: LibraryKind<Item, Reading, Ready>,
): Kind {
  return {
    folder: kind.folder,
    posttype: kind.posttype,
    find: async (run) =>
      (await kind.find(run)).map((item) => ({
        path: item.path,
        files: kind.progress(item),
        import: () => importItem(run, kind, item),
      })),
    finish: kind.finish,
  }
}

/**
 * Imports one item of any kind: read; claimed as a post (identity.ts: by path, else by the chapters it
 * holds); its chapters planned (save.ts), those with media stored already kept, the others made ready
 * and the ones that fail left out; described; then the post and its chapters written in one
 * transaction, counted, and what no row names any more removed from its media folder after that
 * commit. Hidden chapters keep their media (their rows name them), so a returning file needs nothing.
 */
async function importItem<Item extends { path: string }, Reading extends ItemReading<FoundChapter>, Ready>(
  run: ImportRun,
  kind: LibraryKind<Item, Reading, Ready>,
  item: Item,
) {
  const left = new Set(kind.progress(item))
  const done = (path: string) => left.delete(path) && run.progress(path)
  try {
    const read = await kind.read(run, item)
    const claim = await run.claim(
      kind.posttype,
      item.path,
      read.name,
      read.chapters.map((c) => c.fingerprint),
    )
    if ('refused' in claim) return run.skip(item.path, claim.refused)
    const { stored, slug } = claim
    const claimed = { run, item, read, slug, stored, folder: mediaFolder(kind.folder, slug) }
    const ready = new Map<ChapterOf<Reading>, Ready>()
    for (const planned of planChapters(stored?.chapters ?? [], read.chapters).chapters) {
      try {
        ready.set(planned.found, kind.ready ? await kind.ready(claimed, planned) : (undefined as Ready))
      } catch (error) {
        if (isStop(error)) throw error
        if (kind.dropped) kind.dropped(run, planned.found, error)
        else run.refuse(planned.found.path, error)
      }
      done(planned.found.path)
    }
    // A chapter that could not be made ready is planned as missing: its old version, if any, is hidden.
    const plan = planChapters(
      stored?.chapters ?? [],
      read.chapters.filter((c) => ready.has(c)),
    )
    if (kind.noChapter && plan.chapters.length === 0) return run.skip(item.path, kind.noChapter)
    const post = await kind.describe(claimed, plan.chapters, ready)
    const values = postWithinLimits(
      { slug, posttype: kind.posttype, ...run.provenance(item.path), ...post.values },
      item.path,
      run.skip.bind(run),
    )
    const saved = await savePost(
      run.db,
      stored,
      values,
      plan,
      post.chapter,
      post.categories,
      post.credits,
      post.newCategories,
    )
    run.count(!stored, saved)
    kind.saved?.(claimed, plan.chapters, ready)
    await removeUnnamed(run.db, run.options.mediaDir, claimed.folder, {
      postId: saved.postId,
      since: run.started,
    })
  } finally {
    // An item passed over, or one that failed, still counts its files as done.
    for (const path of left) run.progress(path)
  }
}
