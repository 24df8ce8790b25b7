import type { FastifyRequest } from 'fastify'
import * as v from 'valibot'
import { expectedReason, invalidField } from '../../src/contract/schemas/reasons.ts'
import { badRequest } from './errors.ts'
import { requestLanguage } from './messages.ts'

/**
 * Parses request input with a valibot schema (the contract's, src/contract/schemas); a failure
 * becomes a 400 whose message names the field and what is wrong with it, in the language of the
 * called address: "Invalid page: must be a whole number from 1 to 1000" on `/en/api/…`, "Giá trị
 * page không hợp lệ: phải là số nguyên từ 1 đến 1000" on `/vi/api/…`.
 */
export function parse<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  request: FastifyRequest,
): v.InferOutput<S> {
  const lang = requestLanguage(request)
  // A rule with no reason of its own falls back to valibot's description, still in `lang`.
  const result = v.safeParse(schema, input, { abortPipeEarly: true, lang, message: expectedReason })
  if (result.success) return result.output
  const issue = result.issues[0]
  const field = v.getDotPath(issue)
  throw badRequest(field ? invalidField(field, issue.message, lang) : issue.message)
}
