import * as v from 'valibot'
import { MAX_ID } from '../limits.ts'
import { posttypeSchema } from '../posttypes.ts'
import { lineOfText } from './admin-text.ts'
import { atMostCharacters, reasons, say } from './reasons.ts'
import { csrfField } from './requests.ts'

/*
 * Uploads from the browser (docs/api.md, Uploads): tus uploads under `/admin/uploads/`, each naming
 * in its Upload-Metadata what it is for; then the upload's state and import report.
 */

/** What an uploaded file can be, by its name's extension: a file of another kind is refused. */
export const uploadKinds = {
  /** A comic chapter: a CBZ/ZIP, a CBR/RAR, a CB7/7z or a PDF (docs/library.md). */
  archive: /\.(cbz|zip|cbr|rar|cb7|7z|pdf)$/i,
  /** A page of a comic chapter made of images uploaded together (one `batch`). */
  image: /\.(jpe?g|png|webp|gif|avif)$/i,
  /** A whole novel. */
  epub: /\.epub$/i,
  /** A novel chapter. */
  text: /\.(txt|md)$/i,
  /** A film episode. */
  video: /\.(mp4|mkv|webm|mov)$/i,
} as const
export type UploadKind = keyof typeof uploadKinds

export const uploadKindOf = (name: string): UploadKind | undefined =>
  (Object.keys(uploadKinds) as UploadKind[]).find((kind) => uploadKinds[kind].test(name))

/** The post types an upload can make, and the kinds of file each takes. */
export const uploadPosttypes = {
  comic: ['archive', 'image'],
  novel: ['epub', 'text'],
  movie: ['video'],
} as const
export type UploadPosttype = keyof typeof uploadPosttypes

/** Upload-Metadata values are text; ids are sent as decimal text. */
const idText = v.pipe(
  v.string(say(reasons.positiveWhole)),
  v.regex(/^[1-9]\d{0,9}$/, say(reasons.positiveWhole)),
  v.transform(Number),
  v.maxValue(MAX_ID, say(reasons.outOfRange)),
)

/** A batch id the browser makes for images that become one chapter (a UUID, or any 8–64 of [\w-]). */
export const batchId = v.pipe(
  v.string(say(reasons.text)),
  v.regex(
    /^[\w-]{8,64}$/,
    say({ vi: 'phải gồm 8 đến 64 chữ cái, chữ số, - hoặc _', en: 'must be 8 to 64 letters, digits, - or _' }),
  ),
)

/** A new post's or chapter's title: one line of visible text, as every admin form takes it. */
const title = lineOfText(200)

/**
 * An upload's Upload-Metadata, decoded. `filename` is the file's name (its extension says its kind).
 * It is for exactly one of:
 * - a new post: `posttype` (comic, novel or movie) and `title`;
 * - new chapters of an upload post: `post_id`;
 * - a new file for one chapter of an upload post: `chapter_id`.
 * Images of one chapter share a `batch` (and may name it with `chapter_title`); the batch is imported
 * once it is closed (`POST /admin/uploads/batches/{batch}/`).
 */
export const uploadMetadata = v.pipe(
  v.object({
    filename: v.pipe(
      v.string(say(reasons.text)),
      v.trim(),
      v.minLength(1, say(reasons.notEmpty)),
      v.maxLength(200, say(atMostCharacters(200))),
      v.check(
        (name) => uploadKindOf(name) !== undefined,
        say({
          vi: 'phải là tệp .cbz, .zip, .cbr, .cb7, .pdf, .epub, .txt, .md, ảnh hoặc video',
          en: 'must be a .cbz, .zip, .cbr, .cb7, .pdf, .epub, .txt, .md, image or video file',
        }),
      ),
    ),
    filetype: v.optional(v.string()),
    posttype: v.optional(
      v.picklist(
        Object.keys(uploadPosttypes) as UploadPosttype[],
        say({ vi: 'phải là comic, novel hoặc movie', en: 'must be comic, novel or movie' }),
      ),
    ),
    title: v.optional(title),
    post_id: v.optional(idText),
    chapter_id: v.optional(idText),
    batch: v.optional(batchId),
    chapter_title: v.optional(title),
  }),
  v.check(
    (m) =>
      [m.posttype !== undefined || m.title !== undefined, m.post_id, m.chapter_id].filter(Boolean).length ===
      1,
    say({
      vi: 'cần đúng một trong: posttype và title (một bài mới), post_id, hoặc chapter_id',
      en: 'name exactly one of: posttype and title (a new post), post_id, or chapter_id',
    }),
  ),
  v.check(
    (m) => (m.posttype === undefined) === (m.title === undefined),
    say({ vi: 'một bài mới cần cả posttype và title', en: 'a new post needs both posttype and title' }),
  ),
  v.check(
    (m) => (m.batch !== undefined) === (uploadKindOf(m.filename) === 'image'),
    say({
      vi: 'ảnh được tải lên theo lô (một chương), và chỉ ảnh mới theo lô',
      en: 'images are uploaded as a batch (one chapter), and only images',
    }),
  ),
  v.check(
    (m) => m.batch === undefined || m.chapter_id === undefined,
    say({ vi: 'một lô ảnh tạo ra một chương mới', en: 'a batch makes a new chapter' }),
  ),
)
export type UploadMetadata = v.InferOutput<typeof uploadMetadata>

const uploadIdReason = say({ vi: 'phải là mã một tệp tải lên', en: 'must be an upload id' })
export const uploadIdParams = v.object({
  id: v.pipe(v.string(uploadIdReason), v.regex(/^[0-9a-f]{32}$/, uploadIdReason)),
})

export const batchParams = v.object({ batch: batchId })

/** `POST /admin/uploads/batches/{batch}/`: closes a batch of images, which are imported as one chapter. */
export const finishBatchForm = v.object({ csrf_token: csrfField })

/**
 * Where an upload is: being sent (`uploading`), waiting for the rest of its batch (`waiting`),
 * queued for import or being imported, then `imported` (`post_id`, `chapter_ids`) or `refused`
 * (`skipped` says why, as a library import would); `failed` when the import itself broke (`error`).
 */
export const uploadStates = [
  'uploading',
  'waiting',
  'queued',
  'importing',
  'imported',
  'refused',
  'failed',
] as const
export type UploadState = (typeof uploadStates)[number]

/** `GET /admin/uploads/{id}/` */
export const uploadStatus = v.object({
  id: v.string(),
  file_name: v.string(),
  size: v.number(),
  offset: v.number(),
  state: v.picklist(uploadStates),
  /** The batch of images it is a page of (one chapter), or null. */
  batch: v.nullable(v.string()),
  post_id: v.nullable(v.number()),
  /** The post it made or added to, as it is now (null until known, once deleted, or from a server that does not say): the admin follows it there. */
  post: v.nullish(
    v.object({
      id: v.number(),
      slug: v.string(),
      posttype: posttypeSchema,
      title: v.object({ vi: v.string(), en: v.string() }),
    }),
    null,
  ),
  chapter_ids: v.array(v.number()),
  skipped: v.array(v.object({ path: v.string(), reason: v.string() })),
  error: v.nullable(v.string()),
  created_at: v.string(),
})
