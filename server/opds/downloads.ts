import type { Readable } from 'node:stream'
import type { FastifyReply } from 'fastify'
import { chapterName } from '../../src/contract/chapter-name.ts'
import { IMAGE_WIDTHS } from '../../src/contract/image-sizes.ts'
import type { Language } from '../../src/contract/languages.ts'
import { chapterPagePath, postPagePath } from '../../src/contract/post-paths.ts'
import type { ReadablePosttype } from '../../src/contract/schemas/reader-apps.ts'
import type { ServerContext } from '../context.ts'
import type { ChapterContent } from '../db/schema.ts'
import { failure } from '../http/envelope.ts'
import { rememberServedFile } from '../kosync/documents.ts'
import { partialMd5Tap } from '../kosync/partial-md5.ts'
import { ensureResized } from '../media/resize.ts'
import { localize } from '../posts/localize.ts'
import type { ChapterRow, PostRow } from './catalogue.ts'
import { buildCbz, buildSeriesCbz } from './cbz.ts'
import { buildEpub, buildEpubBook } from './epub.ts'
import { ARCHIVE_PICTURE_WIDTH, type sizedZip } from './stable-zip.ts'
import type { PostChapterRow } from './whole-post.ts'
import { chapterHeading, feedWords } from './words.ts'

/*
 * What reader apps take away: a chapter's file (a comic's CBZ, a novel's EPUB), or a short post's
 * whole (whole-post.ts), built when asked and the same bytes each time, and a comic's pages one by one
 * (OPDS-PSE), which move the member's place.
 */

export const fileTypes = { comic: 'application/vnd.comicbook+zip', novel: 'application/epub+zip' } as const
const extensions = { comic: 'cbz', novel: 'epub' } as const

type StoredChapter = ChapterRow & { content: unknown }

const isElsewhere = (path: string) => /^https?:\/\//i.test(path)

/** A comic chapter's pages, when every one of them is in the media store (another site's cannot be packed). */
export function storedPages(chapter: { content: unknown }, language: Language): string[] | undefined {
  const content = localize(chapter.content as never, language) as ChapterContent | undefined
  if (!Array.isArray(content) || content.length === 0 || content.some(isElsewhere)) return undefined
  return content
}

/**
 * `Tên truyện - Chương 3.cbz` for a chapter, `Tên truyện.cbz` for a whole post: the name an app
 * keeps the file under (`slug` when nothing of the name is left in ASCII).
 */
function fileName(title: string, slug: string, posttype: ReadablePosttype) {
  const name = title.replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
  // For apps that read only `filename`: the name without its accents (đ has none to lose: it is d).
  const ascii =
    name
      .replace(/đ/g, 'd')
      .replace(/Đ/g, 'D')
      .normalize('NFD')
      .replace(/[^\x20-\x7e]|"/g, '') || slug
  const extension = extensions[posttype]
  // RFC 8187's attr-char: what encodeURIComponent leaves of `'()*` is encoded too.
  const encoded = encodeURIComponent(`${name}.${extension}`).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `attachment; filename="${ascii}.${extension}"; filename*=UTF-8''${encoded}`
}

const chapterFileName = (chapter: StoredChapter, language: Language) =>
  fileName(
    `${localize(chapter.post_title, language) ?? chapter.slug} - ${feedWords[language].chapter(chapter.index)}`,
    chapter.slug,
    chapter.posttype,
  )

/** A picture gone from the media store: the file cannot be packed whole, and is not sent cut. */
const isMissingPicture = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT'

/**
 * The file sent, its size and name first. `remember`: the chapter KOReader's sync takes a place in
 * this file for (kosync/documents.ts), its fingerprint learned as the file goes out; without one, the
 * file is only sent.
 */
function sendFile(
  ctx: ServerContext,
  reply: FastifyReply,
  built: { stream: Readable; size: number },
  posttype: ReadablePosttype,
  disposition: string,
  remember: { postId: number; index: number; language: Language } | undefined,
) {
  let sent = built.stream
  if (remember) {
    const fingerprinted = built.stream.pipe(
      partialMd5Tap((document) =>
        rememberServedFile(ctx.db, document, remember.postId, remember.index, remember.language).catch(
          (error: unknown) => reply.log.warn({ err: error }, 'served file not remembered'),
        ),
      ),
    )
    built.stream.on('error', (error) => fingerprinted.destroy(error))
    sent = fingerprinted
  }
  return reply
    .type(fileTypes[posttype])
    .header('content-length', String(built.size))
    .header('content-disposition', disposition)
    .send(sent)
}

export async function sendChapterFile(
  ctx: ServerContext,
  reply: FastifyReply,
  origin: string,
  language: Language,
  chapter: StoredChapter,
) {
  const post = localize(chapter.post_title, language) ?? ''
  const title = localize(chapter.title, language)
  const authors = chapter.author ? [chapter.author] : []
  let build: () => ReturnType<typeof sizedZip>
  if (chapter.posttype === 'comic') {
    const pages = storedPages(chapter, language)
    if (!pages) return reply.status(404).send(failure('This chapter has no pages to download'))
    build = () =>
      buildCbz(ctx.config.mediaDir, {
        series: post,
        title: chapterName(title) ?? null,
        number: chapter.index,
        writers: authors,
        language,
        pages,
        web: origin + postPagePath(language, 'comic', chapter.slug),
      })
  } else {
    const content = localize(chapter.content as never, language) as ChapterContent | undefined
    if (content === undefined) return reply.status(404).send(failure('This chapter has no text to download'))
    build = () =>
      buildEpub(ctx.config.mediaDir, {
        identifier: origin + chapterPagePath(language, 'novel', chapter.slug, chapter.index),
        book: post,
        title: chapterHeading(language, chapter.index, title),
        language,
        authors,
        modified: new Date(chapter.updated_at),
        content,
        pageLabel: feedWords[language].page,
      })
  }
  let built: Awaited<ReturnType<typeof build>>
  try {
    built = await build()
  } catch (error) {
    if (isMissingPicture(error))
      return reply.status(404).send(failure('A picture of this chapter is missing'))
    throw error
  }
  // KOReader will name this file by its fingerprint when it syncs its place in it: kept with the
  // chapter it is.
  return sendFile(ctx, reply, built, chapter.posttype, chapterFileName(chapter, language), {
    postId: chapter.post_id,
    index: chapter.index,
    language,
  })
}

/**
 * A short post whole, as one file (`Tên truyện.cbz`): a comic's chapters one after another in one
 * CBZ, a novel's in one EPUB, a document each, its identifier the post's address and its date the
 * newest chapter's last change. `post` and `chapters` are whole-post.ts's (wholePostOf), chapters
 * first to last; a chapter with nothing to pack (pages on another site, no text) is a 404, as is a
 * picture gone from the media store: the post is not sent cut.
 */
export async function sendPostFile(
  ctx: ServerContext,
  reply: FastifyReply,
  origin: string,
  language: Language,
  post: Pick<PostRow, 'id' | 'slug' | 'posttype' | 'title' | 'author'>,
  chapters: PostChapterRow[],
) {
  const title = localize(post.title, language) ?? ''
  const authors = post.author ? [post.author] : []
  const first = chapters[0]
  if (!first) return reply.status(404).send(failure('This post has no chapters to download'))
  const headingOf = (chapter: PostChapterRow) =>
    chapterHeading(language, chapter.index, localize(chapter.title, language))
  let build: () => ReturnType<typeof sizedZip>
  if (post.posttype === 'comic') {
    const parts = chapters.map((chapter) => ({
      number: chapter.index,
      heading: headingOf(chapter),
      pages: storedPages(chapter, language),
    }))
    if (parts.some(({ pages }) => !pages))
      return reply.status(404).send(failure('A chapter of this post has no pages to download'))
    build = () =>
      buildSeriesCbz(ctx.config.mediaDir, {
        series: title,
        writers: authors,
        language,
        web: origin + postPagePath(language, 'comic', post.slug),
        chapters: parts.map((part) => ({ ...part, pages: part.pages! })),
      })
  } else {
    const texts = chapters.map((chapter) => ({
      title: headingOf(chapter),
      content: localize(chapter.content as never, language) as ChapterContent | undefined,
    }))
    if (texts.some(({ content }) => content === undefined))
      return reply.status(404).send(failure('A chapter of this post has no text to download'))
    build = () =>
      buildEpubBook(ctx.config.mediaDir, {
        identifier: origin + postPagePath(language, 'novel', post.slug),
        title,
        post: title,
        language,
        authors,
        modified: new Date(Math.max(...chapters.map((chapter) => new Date(chapter.updated_at).getTime()))),
        chapters: texts.map((text) => ({ ...text, content: text.content! })),
        pageLabel: feedWords[language].page,
      })
  }
  let built: Awaited<ReturnType<typeof build>>
  try {
    built = await build()
  } catch (error) {
    if (isMissingPicture(error)) return reply.status(404).send(failure('A picture of this post is missing'))
    throw error
  }
  // KOReader's sync knows a served file as one chapter (kosync/documents.ts) and reads a place in it
  // against that chapter: a comic's page by its number, a novel's `percentage` as the share of that
  // chapter's text. A whole comic is remembered as its first chapter: its first pages are that
  // chapter's, in order, so a page within them is the member's page there, and a page past them is
  // one the sync leaves alone (it is not a page of that chapter). A whole novel of several chapters
  // is not remembered: its percentage is the share of the whole book, which read as the first
  // chapter's would move the member back to it at every sync; KOReader keeps its place in the book
  // as for any other file (its devices stay in step), and the site's places stay as they are. A
  // novel of one chapter is that chapter's text, and is remembered as it.
  const remembered = post.posttype === 'comic' || chapters.length === 1
  return sendFile(
    ctx,
    reply,
    built,
    post.posttype,
    fileName(title || post.slug, post.slug, post.posttype),
    remembered ? { postId: post.id, index: first.index, language } : undefined,
  )
}

/** The widths a streamed page comes at: the media server's, and the archives' for a large screen. */
const PAGE_WIDTHS = [...IMAGE_WIDTHS, ARCHIVE_PICTURE_WIDTH]

/** The narrowest width at least as wide as the app asked for (`{maxWidth}`), else the widest. */
export const streamWidth = (maxWidth: number | undefined) =>
  PAGE_WIDTHS.find((width) => maxWidth !== undefined && width >= maxWidth) ?? ARCHIVE_PICTURE_WIDTH

/**
 * One page of a comic chapter as a JPEG (OPDS-PSE's `{pageNumber}`, 0 for the first), at a width of
 * the few the media store keeps. Reading it is reading the chapter: the member's place moves to it,
 * and the chapter becomes the one their history continues (written at most every few seconds, the
 * last page asked for kept: streamed-places.ts).
 */
export async function sendStreamedPage(
  ctx: ServerContext,
  reply: FastifyReply,
  memberId: number,
  language: Language,
  chapter: StoredChapter,
  pageNumber: number,
  maxWidth: number | undefined,
) {
  const pages = storedPages(chapter, language)
  const path = pages?.[pageNumber]
  if (!pages || path === undefined) return reply.status(404).send(failure('Page not found'))
  let file: string
  try {
    file = await ensureResized(ctx.config.mediaDir, path, streamWidth(maxWidth), 'jpeg')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      return reply.status(404).send(failure('Page not found'))
    throw error
  }
  await ctx.streamedPlaces.moveTo(memberId, {
    post: chapter.post_id,
    index: chapter.index,
    page: pageNumber + 1,
    at: Date.now(),
  })
  return reply
    .type('image/jpeg')
    .sendFile(file, ctx.config.mediaDir, { contentType: false, cacheControl: false })
}
