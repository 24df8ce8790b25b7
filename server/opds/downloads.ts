import type { FastifyReply } from 'fastify'
import { chapterName } from '../../src/contract/chapter-name.ts'
import { IMAGE_WIDTHS } from '../../src/contract/image-sizes.ts'
import type { Language } from '../../src/contract/languages.ts'
import { chapterPagePath, postPagePath } from '../../src/contract/post-paths.ts'
import type { ServerContext } from '../context.ts'
import type { ChapterContent } from '../db/schema.ts'
import { failure } from '../http/envelope.ts'
import { rememberServedFile } from '../kosync/documents.ts'
import { partialMd5Tap } from '../kosync/partial-md5.ts'
import { ensureResized } from '../media/resize.ts'
import { localize } from '../posts/localize.ts'
import { mergeLibrary } from '../sync/merge.ts'
import type { ChapterRow } from './catalogue.ts'
import { buildCbz } from './cbz.ts'
import { buildEpub } from './epub.ts'
import { ARCHIVE_PICTURE_WIDTH } from './stable-zip.ts'
import { chapterHeading, feedWords } from './words.ts'

/*
 * What reader apps take away: a chapter's file (a comic's CBZ, a novel's EPUB), built when asked and
 * the same bytes each time, and a comic's pages one by one (OPDS-PSE), which move the member's place.
 */

export const fileTypes = { comic: 'application/vnd.comicbook+zip', novel: 'application/epub+zip' } as const
const extensions = { comic: 'cbz', novel: 'epub' } as const

type StoredChapter = ChapterRow & { content: unknown }

const isElsewhere = (path: string) => /^https?:\/\//i.test(path)

/** A comic chapter's pages, when every one of them is in the media store (another site's cannot be packed). */
export function storedPages(chapter: StoredChapter, language: Language): string[] | undefined {
  const content = localize(chapter.content as never, language) as ChapterContent | undefined
  if (!Array.isArray(content) || content.length === 0 || content.some(isElsewhere)) return undefined
  return content
}

/** `Tên truyện - Chương 3.cbz`, the name an app keeps the file under. */
function fileName(chapter: StoredChapter, language: Language) {
  const post = localize(chapter.post_title, language) ?? chapter.slug
  const name = `${post} - ${feedWords[language].chapter(chapter.index)}`.replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
  // For apps that read only `filename`: the name without its accents (đ has none to lose: it is d).
  const ascii =
    name
      .replace(/đ/g, 'd')
      .replace(/Đ/g, 'D')
      .normalize('NFD')
      .replace(/[^\x20-\x7e]|"/g, '') || chapter.slug
  const extension = extensions[chapter.posttype]
  // RFC 8187's attr-char: what encodeURIComponent leaves of `'()*` is encoded too.
  const encoded = encodeURIComponent(`${name}.${extension}`).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `attachment; filename="${ascii}.${extension}"; filename*=UTF-8''${encoded}`
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
  let built: Awaited<ReturnType<typeof buildCbz>>
  try {
    if (chapter.posttype === 'comic') {
      const pages = storedPages(chapter, language)
      if (!pages) return reply.status(404).send(failure('This chapter has no pages to download'))
      built = await buildCbz(ctx.config.mediaDir, {
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
      if (content === undefined)
        return reply.status(404).send(failure('This chapter has no text to download'))
      built = await buildEpub(ctx.config.mediaDir, {
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
  } catch (error) {
    // A picture gone from the media store: the chapter cannot be packed whole, and is not sent cut.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      return reply.status(404).send(failure('A picture of this chapter is missing'))
    throw error
  }
  // KOReader will name this file by its fingerprint when it syncs its place in it: the fingerprint
  // is learned as the file goes out, and kept with the chapter it is.
  const fingerprinted = built.stream.pipe(
    partialMd5Tap((document) => {
      rememberServedFile(ctx.db, document, chapter.post_id, chapter.index).catch((error: unknown) =>
        reply.log.warn({ err: error }, 'served file not remembered'),
      )
    }),
  )
  built.stream.on('error', (error) => fingerprinted.destroy(error))
  return reply
    .type(fileTypes[chapter.posttype])
    .header('content-length', String(built.size))
    .header('content-disposition', fileName(chapter, language))
    .send(fingerprinted)
}

/** The widths a streamed page comes at: the media server's, and the archives' for a large screen. */
const PAGE_WIDTHS = [...IMAGE_WIDTHS, ARCHIVE_PICTURE_WIDTH]

/** The narrowest width at least as wide as the app asked for (`{maxWidth}`), else the widest. */
export const streamWidth = (maxWidth: number | undefined) =>
  PAGE_WIDTHS.find((width) => maxWidth !== undefined && width >= maxWidth) ?? ARCHIVE_PICTURE_WIDTH

/**
 * One page of a comic chapter as a JPEG (OPDS-PSE's `{pageNumber}`, 0 for the first), at a width of
 * the few the media store keeps. Reading it is reading the chapter: the member's place moves to it,
 * and the chapter becomes the one their history continues.
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
  const at = Date.now()
  await mergeLibrary(ctx.db, memberId, {
    changes: [{ list: 'history', id: chapter.post_id, at, removed: false, chapter: chapter.index }],
    positions: [{ kind: 'chapter', post: chapter.post_id, index: chapter.index, at, page: pageNumber + 1 }],
  })
  return reply
    .type('image/jpeg')
    .sendFile(file, ctx.config.mediaDir, { contentType: false, cacheControl: false })
}
