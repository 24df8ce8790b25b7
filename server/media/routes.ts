import { stat } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import Negotiator from 'negotiator'
import { PREVIEW_FORMAT } from '../../src/contract/head/preview.ts'
import { IMAGE_WIDTHS } from '../../src/contract/image-sizes.ts'
import type { ServerContext } from '../context.ts'
import { diskFull, isDiskFull } from '../http/disk-full.ts'
import { isEntityTag } from '../http/entity-tags.ts'
import { badRequest, notFound } from '../http/errors.ts'
import { ensureResized, isResizable, type ResizedFormat } from './resize.ts'

/**
 * Names in the media root are written by the server (slugs, numbers, fixed extensions), so a path
 * is a few safe segments; nothing starting with a dot, so no `..` and no hidden folder.
 */
const segment = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,199}$/
const maxPathLength = 500

/** Types set here rather than guessed: players are strict about manifests and segments. */
const contentTypes: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  mpd: 'application/dash+xml',
  m4s: 'video/iso.segment',
  mp4: 'video/mp4',
  m4a: 'audio/mp4',
  svg: 'image/svg+xml',
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  avif: 'image/avif',
  vtt: 'text/vtt; charset=utf-8',
}

/**
 * Names are reused when the catalogue changes, so files are never `immutable`: a day of freshness,
 * then a cheap revalidation by ETag.
 */
const cacheControl = 'public, max-age=86400'

// Only the widths images are offered at: any other would fill the disk.
const widthMessage = `Invalid w: must be one of ${IMAGE_WIDTHS.join(', ')}`
const formatMessage = `Invalid format: must be ${PREVIEW_FORMAT}, with w`

export function validMediaPath(raw: string): string | null {
  if (raw.length === 0 || raw.length > maxPathLength) return null
  const parts = raw.split('/')
  return parts.every((part) => segment.test(part)) ? parts.join('/') : null
}

const typeOf = (relPath: string) =>
  contentTypes[relPath.slice(relPath.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream'

/**
 * The resized copy a browser gets, by its Accept: AVIF where it names it (every current browser's
 * image requests do), WebP where it takes any type alone (a script's fetch) or says nothing.
 */
const resizedFormat = (request: FastifyRequest): ResizedFormat =>
  new Negotiator(request).mediaType(['image/webp', 'image/avif']) === 'image/avif' ? 'avif' : 'webp'

export async function mediaRoutes(app: FastifyInstance, ctx: ServerContext) {
  const root = resolve(ctx.config.mediaDir)

  // The length of the file each request is sent, for its 416.
  const sizes = new WeakMap<FastifyRequest, number>()
  // A range past the end names the file's length (Content-Range: bytes */size, RFC 9110 §15.5.17:
  // @fastify/static drops the one @fastify/send made) and says nothing lasting: no cache keeps it.
  const onSend = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const size = sizes.get(request)
    if (reply.statusCode !== 416 || size === undefined) return payload
    reply.header('cache-control', 'no-store').header('content-range', `bytes */${size}`)
    return payload
  }

  app.get('/media/*', { onSend }, async (request, reply) => {
    const raw = (request.params as { '*': string })['*']
    const relPath = validMediaPath(raw)
    if (!relPath) throw badRequest('Invalid media path')
    const { w, format } = request.query as { w?: string | string[]; format?: string | string[] }
    let file = relPath
    // A preview's JPEG is made at one of the same widths, so it is bounded as they are.
    if (format !== undefined && (format !== PREVIEW_FORMAT || w === undefined))
      throw badRequest(formatMessage)
    if (w !== undefined) {
      const width = Number(w)
      // Exactly as written ('300', not '0300' or '3e2'), so one image has one URL per width for caches.
      if (w !== String(width) || !IMAGE_WIDTHS.includes(width as never)) throw badRequest(widthMessage)
      if (!isResizable(relPath)) throw badRequest('Only images can be resized')
      try {
        const chosen = format === PREVIEW_FORMAT ? format : resizedFormat(request)
        file = await ensureResized(root, relPath, width, chosen)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw notFound()
        if (isDiskFull(error)) {
          request.log.error({ err: error, path: relPath }, 'no space left for a resized image')
          throw diskFull(request)
        }
        request.log.warn({ err: error, path: relPath }, 'image could not be resized')
        throw badRequest('Image could not be resized')
      }
    }
    // Checked first: the headers below must not reach an error answer, which is JSON.
    const found = await stat(join(root, file)).catch(() => null)
    if (!found?.isFile()) throw notFound()
    reply.header('content-type', typeOf(file)).header('cache-control', cacheControl)
    sizes.set(request, found.size)
    // One address, two answers (AVIF or WebP): caches keep the one for each kind of browser apart.
    if (w !== undefined && format === undefined) reply.header('vary', 'Accept')
    // Range is defined for GET alone (RFC 9110 §14.2): HEAD gets the whole file's headers. If-Range
    // with an entity tag asks for the range only if the tag strongly matches (§13.1.5), and a file's
    // tags are weak: the whole file is sent. (@fastify/send would honour both.) A date is left to it.
    if (request.method === 'HEAD' || isEntityTag(request.headers['if-range']))
      delete request.raw.headers.range
    // sendFile answers Range (206, or 416 for a range past the end) and If-None-Match (304).
    return reply.sendFile(file, root, { contentType: false, cacheControl: false })
  })
}
