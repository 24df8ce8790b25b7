import { randomBytes } from 'node:crypto'
import { mkdir, rename, rm, stat } from 'node:fs/promises'
import type { IncomingMessage } from 'node:http'
import { join } from 'node:path'
import { Server as TusServer } from '@tus/server'
import { and, desc, eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { adminUploadsRoute, adminUploadTusRoute } from '../../../src/contract/admin-paths.ts'
import { uploadBatch, uploadList, uploadRead } from '../../../src/contract/endpoints/admin.ts'
import {
  type UploadState,
  uploadIdParams,
  uploadKindOf,
  uploadMetadata,
} from '../../../src/contract/schemas/admin-uploads.ts'
import { checkFormCsrf } from '../../auth/csrf.ts'
import type { ServerContext } from '../../context.ts'
import { libraryJobs, posts } from '../../db/schema.ts'
import { isDiskFull } from '../../http/disk-full.ts'
import { serve } from '../../http/endpoints.ts'
import { failure } from '../../http/envelope.ts'
import { HttpError, notFound } from '../../http/errors.ts'
import { localized, messages } from '../../http/messages.ts'
import { parse } from '../../http/validate.ts'
import { repeat } from '../../jobs.ts'
import { queueJob } from '../../library/jobs/queue.ts'
import { startWorkers } from '../../library/jobs/worker.ts'
import { FileReaders, readingLimitsOf } from '../../library/reading/readers.ts'
import { audit } from '../audit.ts'
import { requireAdmin } from '../guard.ts'
import { cleanUpUploads, incomingStore } from './clean-up.ts'
import { stagedPath, uploadJobKinds } from './import-job.ts'
import { freeName, safeName } from './names.ts'
import {
  allRecords,
  readRecord,
  removeRecord,
  type UploadRecord,
  updateRecord,
  uploadsLayout,
  writeRecord,
} from './records.ts'
import { resolveTarget } from './target.ts'

const HOUR = 60 * 60_000
/** Uploads one admin may have under way at once, counted by unfinishedUploads. */
export const UNFINISHED_UPLOADS_PER_ADMIN = 30

/**
 * What of an admin's uploads is unfinished: each file still being sent, and each batch whose pages
 * arrived but was never closed into a chapter (one, however many pages it holds: a chapter of 40
 * pages is sent 3 at a time, and closed once all are in). Pages left waiting hold their disk space
 * as long as files on their way do.
 */
export function unfinishedUploads(records: UploadRecord[]) {
  const sending = records.filter((r) => r.state === 'uploading').length
  const openBatches = new Set(records.filter((r) => r.state === 'waiting').map((r) => r.batch))
  return sending + openBatches.size
}

/** The anti-forgery token of a tus request: tus clients send headers, not forms. */
export const CSRF_HEADER = 'x-csrf-token'

/** Upload-Metadata: `key base64,key base64` (a key alone means an empty value). */
function decodeMetadata(request: FastifyRequest) {
  const header = request.headers['upload-metadata'] as string | undefined
  const fields: Record<string, string> = Object.create(null)
  if (!header) return fields
  for (const pair of header.split(',')) {
    const [key, value, extra] = pair.trim().split(' ')
    if (!key || extra !== undefined || !/^[\w.-]{1,50}$/.test(key) || key in fields) {
      throw new HttpError(400, localized(request, messages.tusMetadata))
    }
    if (value !== undefined && !/^[A-Za-z0-9+/]*={0,2}$/.test(value))
      throw new HttpError(400, localized(request, messages.tusMetadata))
    fields[key] = Buffer.from(value ?? '', 'base64').toString('utf8')
  }
  return fields
}

/**
 * Uploads from the browser (docs/api.md, Uploads). tus under `/admin/uploads/`: each request is an
 * admin's (401/403), every write carries its CSRF token in X-CSRF-Token, bodies stream to disk
 * unparsed and capped at UPLOAD_MAX_MB. A finished upload is imported by the library's import, in
 * the job queue; `GET /admin/uploads/{id}/` follows it.
 */
export function adminUploadRoutes(api: FastifyInstance, ctx: ServerContext) {
  const { config, db } = ctx
  const uploadsDir = config.uploadsDir
  const layout = uploadsLayout(uploadsDir)
  const maxBytes = config.uploadMaxMb * 1024 * 1024
  /** What a POST was checked to be for, handed from the route to tus's creation hook. */
  const prepared = new WeakMap<IncomingMessage, Omit<UploadRecord, 'id' | 'size' | 'createdAt'>>()
  const nodeRequest = (req: unknown) =>
    (req as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req

  let workers: ReturnType<typeof startWorkers> | undefined
  // Uploaded files are read off the event loop, within the same limits as the library's.
  const readers = new FileReaders(readingLimitsOf(config))
  const queue = async (key: string, uploads: string[]) => {
    await queueJob(db, 'upload', key, { uploads })
    workers?.wake('upload')
  }

  // Made at the first upload: a server nobody uploads to makes no folder.
  let tusServer: TusServer | undefined
  const tus = () => {
    if (!tusServer) {
      tusServer = makeTus()
      startCleaning()
    }
    return tusServer
  }
  const makeTus = () =>
    new TusServer({
      path: '/admin/uploads',
      datastore: incomingStore(uploadsDir),
      maxSize: maxBytes,
      relativeLocation: true,
      disableTerminationForFinishedUploads: true,
      namingFunction: () => randomBytes(16).toString('hex'),
      generateUrl: (req, { id }) => `/${new URL(req.url).pathname.split('/')[1]}/api/v1/admin/uploads/${id}`,
      getFileIdFromRequest: (_req, last) => (last && /^[0-9a-f]{32}$/.test(last) ? last : undefined),
      onUploadCreate: async (req, upload) => {
        const ready = nodeRequest(req) && prepared.get(nodeRequest(req)!)
        if (!ready) throw { status_code: 400, body: JSON.stringify(failure('Invalid upload')) }
        await writeRecord(uploadsDir, {
          ...ready,
          id: upload.id,
          size: upload.size ?? 0,
          createdAt: new Date().toISOString(),
        })
        return {}
      },
      onUploadFinish: async (_req, upload) => {
        await finish(upload.id)
        return {}
      },
      // tus's own refusals (too large, wrong offset, gone) in the envelope. Any other error is the
      // server's (a full disk's ENOSPC, a bug): its text is for the log, never for the client.
      onResponseError: (req, error) => {
        const lang = new URL(req.url).pathname.split('/')[1] === 'en' ? 'en' : 'vi'
        if (!('status_code' in error)) {
          const full = isDiskFull(error)
          api.log.error({ err: error }, full ? 'no space left on the disk for an upload' : 'upload failed')
          const [status, message] = full ? [507, messages.diskFull[lang]] : [500, 'Internal Server Error']
          return { status_code: status, body: JSON.stringify(failure(message)) }
        }
        const status = error.status_code
        const message =
          status === 413
            ? messages.uploadTooLarge[lang]
            : status === 404 || status === 410
              ? messages.uploadNotFound[lang]
              : error.body.trim() || 'Upload failed'
        return { status_code: status, body: JSON.stringify(failure(message)) }
      },
    })

  /** A finished upload: out of tus's folder, then queued (or, a batch's page, waiting for the rest). */
  async function finish(id: string) {
    const record = await readRecord(uploadsDir, id)
    if (!record) return
    const staged = stagedPath(uploadsDir, record)
    if (record.batch) {
      await mkdir(staged, { recursive: true })
      await rename(join(layout.incoming, id), join(staged, await freeName(staged, safeName(record.fileName))))
    } else {
      await mkdir(layout.staged, { recursive: true })
      await rename(join(layout.incoming, id), staged)
    }
    await rm(join(layout.incoming, `${id}.json`), { force: true })
    if (record.batch) {
      await updateRecord(uploadsDir, id, { state: 'waiting' })
    } else {
      await updateRecord(uploadsDir, id, { state: 'queued', job: id })
      await queue(id, [id])
    }
  }

  /**
   * The tus headers checked here, so a malformed request gets the envelope (tus answers its own
   * refusals in plain text); what tus then refuses (a wrong offset, a gone upload) is mapped above.
   */
  const checkTusHeaders = (request: FastifyRequest) => {
    if (request.headers['tus-resumable'] !== '1.0.0') {
      throw new HttpError(412, localized(request, messages.tusResumable))
    }
    if (request.method !== 'PATCH') return
    if (!/^\d{1,16}$/.test(String(request.headers['upload-offset']))) {
      throw new HttpError(400, localized(request, messages.tusOffset))
    }
    if (request.headers['content-type'] !== 'application/offset+octet-stream') {
      throw new HttpError(415, localized(request, messages.tusContentType))
    }
  }

  const handOver = async (request: FastifyRequest, reply: FastifyReply) => {
    checkTusHeaders(request)
    // The headers set so far (no-store, security headers) go with tus's answer.
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) reply.raw.setHeader(name, value as string)
    }
    reply.hijack()
    await tus().handle(request.raw, reply.raw)
  }

  const checkCsrf = (request: FastifyRequest) => {
    const token = request.headers[CSRF_HEADER]
    checkFormCsrf(request, ctx, typeof token === 'string' ? token : undefined)
  }

  const deletionLimit = ctx.writeLimit('admin')
  api.register(async (scope) => {
    // PATCH bodies are the file itself: read by tus straight to disk, never by a parser.
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null))

    scope.post(adminUploadsRoute, { onRequest: ctx.writeLimit('admin') }, async (request, reply) => {
      const admin = await requireAdmin(request, reply, ctx)
      checkCsrf(request)
      const metadata = parse(uploadMetadata, decodeMetadata(request), request)
      // The size is told up front (no deferred length): the cap is checked before a byte is taken.
      const declared = request.headers['upload-length']
      if (typeof declared !== 'string' || !/^\d{1,16}$/.test(declared)) {
        throw new HttpError(400, localized(request, messages.tusLength))
      }
      const length = Number(declared)
      if (length > maxBytes) {
        throw new HttpError(413, localized(request, messages.uploadTooLarge))
      }
      const target = await resolveTarget(request, db, uploadsDir, metadata)
      const mine = (await allRecords(uploadsDir)).filter((r) => r.memberId === admin.id)
      if (unfinishedUploads(mine) >= UNFINISHED_UPLOADS_PER_ADMIN) {
        throw new HttpError(429, localized(request, messages.tooManyUploads))
      }
      prepared.set(request.raw, {
        memberId: admin.id,
        email: admin.email,
        fileName: metadata.filename,
        kind: uploadKindOf(metadata.filename)!,
        target,
        batch: metadata.batch ?? null,
        chapterTitle: metadata.chapter_title ?? null,
        state: 'uploading',
        job: null,
        item: null,
        placed: null,
        postId: null,
        chapterIds: [],
        skipped: [],
      })
      await handOver(request, reply)
    })

    scope.route({
      method: ['HEAD', 'PATCH', 'DELETE'],
      url: adminUploadTusRoute,
      onRequest: async (request, reply) => {
        // Each PATCH is a piece of one file, already counted when it was created; a deletion is a write.
        if (request.method === 'DELETE') await deletionLimit(request, reply)
      },
      handler: async (request, reply) => {
        const admin = await requireAdmin(request, reply, ctx)
        if (request.method !== 'HEAD') checkCsrf(request)
        const { id } = parse(uploadIdParams, request.params, request)
        // Written before tus answers: once it has, the admin may already read the audit log.
        const record = request.method === 'HEAD' ? undefined : await readRecord(uploadsDir, id)
        if (record && record.memberId !== admin.id) await auditOthersUpload(admin, record, request.method)
        await handOver(request, reply)
        if (request.method === 'DELETE' && reply.raw.statusCode === 204) await removeRecord(uploadsDir, id)
      },
    })
  })

  /**
   * Any admin may continue or cancel an upload, but doing so to another admin's leaves a trace in the
   * audit log, as every other change an admin makes to what is not theirs.
   */
  async function auditOthersUpload(
    admin: { id: number; email: string },
    record: UploadRecord,
    method: string,
  ) {
    await audit(
      db,
      { memberId: admin.id, email: admin.email },
      {
        action: method === 'DELETE' ? 'upload.cancel' : 'upload.continue',
        target: `upload:${record.id}`,
        before: { member_id: record.memberId, email: record.email, file_name: record.fileName },
      },
    )
  }

  /** Where an upload is, for the admin following it. */
  async function statusOf(record: UploadRecord) {
    let state: UploadState = record.state
    let error: string | null = null
    let offset = record.size
    if (record.state === 'uploading') {
      offset = await stat(join(layout.incoming, record.id)).then(
        (s) => s.size,
        () => 0,
      )
    }
    if (record.state === 'queued' && record.job) {
      const [job] = await db
        .select({ state: libraryJobs.state, error: libraryJobs.error })
        .from(libraryJobs)
        .where(and(eq(libraryJobs.kind, 'upload'), eq(libraryJobs.key, record.job)))
        .orderBy(desc(libraryJobs.id))
        .limit(1)
      if (job?.state === 'running') state = 'importing'
      if (job?.state === 'failed') {
        state = 'failed'
        error = job.error
      }
    }
    // Named as it is now, so the finished upload links to the post it made or added to.
    const [post] = record.postId
      ? await db
          .select({ id: posts.id, slug: posts.slug, posttype: posts.posttype, title: posts.title })
          .from(posts)
          .where(eq(posts.id, record.postId))
      : []
    return {
      id: record.id,
      file_name: record.fileName,
      size: record.size,
      offset,
      state,
      batch: record.batch,
      post_id: record.postId,
      post: post ?? null,
      chapter_ids: record.chapterIds,
      skipped: record.skipped,
      error,
      created_at: record.createdAt,
    }
  }

  serve(api, ctx, uploadList, async ({ member: admin }) => {
    const mine = (await allRecords(uploadsDir))
      .filter((r) => r.memberId === admin.id)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    return await Promise.all(mine.map(statusOf))
  })

  serve(api, ctx, uploadRead, async ({ request, params: { id } }) => {
    const record = await readRecord(uploadsDir, id)
    if (!record) throw notFound(localized(request, messages.uploadNotFound))
    return await statusOf(record)
  })

  serve(api, ctx, uploadBatch, async ({ request, member: admin, params: { batch } }) => {
    const pages = (await allRecords(uploadsDir)).filter((r) => r.batch === batch && r.memberId === admin.id)
    if (
      pages.length === 0 ||
      pages.some((r) => r.state === 'uploading') ||
      !pages.some((r) => r.state === 'waiting')
    ) {
      throw new HttpError(409, localized(request, messages.batchNotReady))
    }
    const waiting = pages.filter((r) => r.state === 'waiting')
    const key = `batch:${batch}`
    for (const r of waiting) await updateRecord(uploadsDir, r.id, { state: 'queued', job: key })
    await queue(
      key,
      waiting.map((r) => r.id),
    )
    return { batch, uploads: waiting.map((r) => r.id), state: 'queued' }
  })

  // The clean-up runs once uploads have been made here (now, or before a restart): a server nobody
  // uploads to keeps no timer for it.
  let stopCleaning: (() => Promise<void>) | undefined
  const startCleaning = () => {
    stopCleaning ??= repeat('uploads clean-up', () => cleanUpUploads(uploadsDir), HOUR, {
      delayFirst: true,
    })
  }
  api.addHook('onReady', async () => {
    workers = startWorkers({
      db,
      kinds: uploadJobKinds,
      context: {
        db,
        mediaDir: config.mediaDir,
        uploadsDir,
        cache: ctx.cache,
        readers,
        wake: (kind: string) => workers?.wake(kind),
        metrics: ctx.metrics,
      },
      log: api.log,
    })
    if (await stat(layout.records).catch(() => undefined)) startCleaning()
  })
  api.addHook('onClose', async () => {
    await stopCleaning?.()
    await workers?.stop()
    await readers.close()
  })
}
