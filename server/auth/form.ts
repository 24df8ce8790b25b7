import type { FastifyRequest } from 'fastify'
import { badRequest, HttpError } from '../http/errors.ts'

/**
 * The fields of an action request as text, whichever way the client sent them: multipart (like and
 * rating, spec §7), urlencoded (views) or JSON. The first value of a repeated field wins; files,
 * cut-off values and nested values are refused, so every handler sees plain strings or nothing.
 */
export async function readForm(request: FastifyRequest): Promise<Record<string, string>> {
  const fields: Record<string, string> = Object.create(null)
  if (request.isMultipart()) {
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          part.file.resume()
          throw badRequest(`Invalid ${part.fieldname}: files are not accepted`)
        }
        if (part.valueTruncated) throw badRequest(`Invalid ${part.fieldname}: is too long`)
        if (!(part.fieldname in fields)) fields[part.fieldname] = String(part.value)
      }
    } catch (error) {
      // The parser's own limits carry a 4xx status; anything else it throws is a broken body.
      const status = (error as { statusCode?: number }).statusCode
      if (status !== undefined && status >= 400 && status < 500) throw error
      throw badRequest('Request body is not a valid form')
    }
    return fields
  }
  const body = request.body
  if (body === undefined || body === null) return fields
  // Text bodies parse to a string: the client sent neither a form nor JSON.
  if (typeof body === 'string') throw new HttpError(415, 'Unsupported content type')
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('Request body must be a form')
  for (const [name, value] of Object.entries(body)) {
    const first = Array.isArray(value) ? value[0] : value
    if (typeof first === 'string') fields[name] = first
    else if (typeof first === 'number' || typeof first === 'boolean') fields[name] = String(first)
    else throw badRequest(`Invalid ${name}: must be text`)
  }
  return fields
}
