import * as v from 'valibot'
import { badRequest } from './errors.ts'

/**
 * Parses request input with a valibot schema (the contract's, src/contract/schemas); a failure
 * becomes a 400 whose message names the field and what is wrong with it, e.g. "Invalid page: must
 * be a whole number from 1 to 1000".
 */
export function parse<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input, { abortPipeEarly: true })
  if (result.success) return result.output
  const issue = result.issues[0]
  const field = v.getDotPath(issue)
  throw badRequest(field ? `Invalid ${field}: ${issue.message}` : issue.message)
}
