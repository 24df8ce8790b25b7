import type { FastifyRequest } from 'fastify'
import { invalidField, type Reason, reasons } from '../../src/contract/schemas/reasons.ts'
import { badRequest, HttpError } from '../http/errors.ts'
import { requestLanguage } from '../http/messages.ts'

const notAForm: Reason = {
  vi: 'Nội dung yêu cầu không phải là một biểu mẫu',
  en: 'Request body must be a form',
}
const brokenForm: Reason = {
  vi: 'Nội dung yêu cầu không phải là một biểu mẫu hợp lệ',
  en: 'Request body is not a valid form',
}

/**
 * The fields of an action request as text, whichever way the client sent them: multipart (like and
 * rating, spec §7), urlencoded (views) or JSON. The first value of a repeated field wins; files,
 * cut-off values and nested values are refused, so every handler sees plain strings or nothing.
 * Refusals name the field, in the language of the called address.
 */
export async function readForm(request: FastifyRequest): Promise<Record<string, string>> {
  const lang = requestLanguage(request)
  const invalid = (field: string, reason: Reason) => badRequest(invalidField(field, reason[lang], lang))
  const fields: Record<string, string> = Object.create(null)
  if (request.isMultipart()) {
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          part.file.resume()
          throw invalid(part.fieldname, reasons.filesRefused)
        }
        if (part.valueTruncated) throw invalid(part.fieldname, reasons.tooLong)
        if (!(part.fieldname in fields)) fields[part.fieldname] = String(part.value)
      }
    } catch (error) {
      // The parser's own limits carry a 4xx status; anything else it throws is a broken body.
      const status = (error as { statusCode?: number }).statusCode
      if (status !== undefined && status >= 400 && status < 500) throw error
      throw badRequest(brokenForm[lang])
    }
    return fields
  }
  const body = request.body
  if (body === undefined || body === null) return fields
  // Text bodies parse to a string: the client sent neither a form nor JSON.
  if (typeof body === 'string') throw new HttpError(415, 'Unsupported content type')
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest(notAForm[lang])
  for (const [name, value] of Object.entries(body)) {
    const first = Array.isArray(value) ? value[0] : value
    if (typeof first === 'string') fields[name] = first
    else if (typeof first === 'number' || typeof first === 'boolean') fields[name] = String(first)
    else throw invalid(name, reasons.text)
  }
  return fields
}
