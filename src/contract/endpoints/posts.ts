import * as v from 'valibot'
import { chapterBySlugRoute, chapterListRoute, chapterRoute, postDetailRoute } from '../paths.ts'
import { chapterSchema, readerChapterSchema } from '../schemas/chapters.ts'
import { chapterSummarySchema, postDetailSchema } from '../schemas/detail.ts'
import { pageExtras } from '../schemas/envelope.ts'
import {
  chapterListParams,
  chapterListQuery,
  chapterParams,
  idParam,
  postDetailParams,
  posttypeParam,
  slugParam,
} from '../schemas/requests.ts'
import { endpoint, publicCache } from './endpoint.ts'

/** Posts: a post's detail, its chapters, the lists, and what a visitor or member does with a post. */
const area = 'posts'

export const postDetail = endpoint({
  name: 'postDetail',
  // What the asker may see differs (server/audience/): the app sends its session.
  session: 'optional',
  doc: { answer: 'PostDetail; unknown slug: 404 `Not Found`' },
  area,
  method: 'GET',
  path: postDetailRoute,
  summary: "A post's detail; an unknown slug is a 404 `Not Found`",
  params: postDetailParams,
  answer: postDetailSchema,
  cache: publicCache,
})

export const chapterList = endpoint({
  name: 'chapterList',
  // What the asker may see differs (server/audience/): the app sends its session.
  session: 'optional',
  doc: {
    request: '`/posts/listchapter/{posttype}/{postId}/paged/{page}/[?order=desc]`',
    answer:
      'ChapterSummary[] (50 a page, from the first chapter, or from the newest with `order=desc`), `is_next`, `paged`',
  },
  area,
  method: 'GET',
  path: chapterListRoute,
  summary: "One page of a post's chapters (50 a page, from the first, or from the newest with `order=desc`)",
  params: chapterListParams,
  query: chapterListQuery,
  answer: v.array(chapterSummarySchema),
  extras: pageExtras,
  cache: publicCache,
})

export const chapter = endpoint({
  name: 'chapter',
  // What the asker may see differs (server/audience/): the app sends its session.
  session: 'optional',
  doc: { answer: 'Chapter; 404 `Chapter not found`' },
  area,
  method: 'GET',
  path: chapterRoute,
  summary: "A reader's chapter or a film's episode; 404 `Chapter not found`",
  params: chapterParams,
  answer: chapterSchema,
  cache: publicCache,
})

export const chapterBySlug = endpoint({
  name: 'chapterBySlug',
  // What the asker may see differs (server/audience/): the app sends its session.
  session: 'optional',
  doc: {
    answer:
      "Chapter, its `comic` the post's whole PostCard (a reader's address names the slug: one call opens it); 404 `Post not found` or `Chapter not found`",
  },
  area,
  method: 'GET',
  path: chapterBySlugRoute,
  summary:
    "A chapter by its post's slug, its `comic` the post's whole card; 404 `Post not found` or `Chapter not found`",
  params: v.object({ posttype: posttypeParam, slug: slugParam, chapterIndex: idParam }),
  answer: readerChapterSchema,
  cache: publicCache,
})

export const postEndpoints = [postDetail, chapterList, chapter, chapterBySlug]
