import * as v from 'valibot'
import { addressOf } from '../../contract/endpoints/address.ts'
import { chapter } from '../../contract/endpoints/posts.ts'
import type { PostCard } from '../../contract/schemas/cards.ts'
import { chapterResponse } from '../../contract/schemas/chapters.ts'
import { apiUrl } from '../../contract/shell-paths.ts'
import { absolute, chapterUrl } from './api.ts'
import { dropFiles, keepFile, matchFile } from './download-cache.ts'
import { getDownload, getDownloads, putDownloads } from './download-store.ts'
import type { ChapterDownload } from './records.ts'

/** Where earlier versions kept a chapter's answer: by its story's id, an address the readers no longer ask for. */
const idAddress = (record: ChapterDownload) =>
  absolute(
    apiUrl(
      record.language,
      addressOf(chapter, {
        params: { posttype: record.posttype, postId: record.post.id, chapterIndex: record.index },
      }),
    ),
  )

/**
 * Chapters downloaded by an earlier version are moved to the address the readers ask for now, by
 * their story's slug, so they still open offline. Each step can be cut short and done again: the
 * answer is copied, then the record points to the copy, and only then is the old one deleted (a
 * stray old copy is an orphan the start-up cleaning deletes). A chapter whose copy fails stays as it was.
 */
export async function moveChaptersToSlugAddresses() {
  if (typeof caches === 'undefined') return
  for (const record of getDownloads()) {
    if (record.files[0] !== idAddress(record)) continue
    await moveChapter(record, record.files[0]).catch(() => {})
  }
}

async function moveChapter(record: ChapterDownload, from: string) {
  const answer = await matchFile(from)
  // Not kept yet: the download was cut short, and gives it its new address when it goes on.
  if (!answer) return
  const before = (await answer.clone().arrayBuffer()).byteLength
  const to = absolute(chapterUrl(record.language, record.posttype, record.post, record.index))
  const after = await keepFile(to, await withStoryCard(answer, record.post))
  // Read again: a download that went on meanwhile has written its own record, with the new address.
  const current = getDownload(record.key)
  if (current?.files[0] === from) {
    const files = current.files.map((url) => (url === from ? to : url))
    await putDownloads([{ ...current, files, bytes: Math.max(0, current.bytes - before + after) }])
  }
  await dropFiles([from])
}

/**
 * The answer as the slug address gives it: the same chapter, with its story as a whole card (the
 * reader titles and remembers the story from it), the card the download kept.
 */
async function withStoryCard(answer: Response, post: PostCard): Promise<Response> {
  const body: unknown = await answer.json()
  if (!v.is(chapterResponse, body)) throw new Error('not a chapter answer')
  const headers = new Headers(answer.headers)
  headers.delete('Content-Length')
  return Response.json({ ...body, data: { ...body.data, comic: post } }, { status: answer.status, headers })
}
