import type { FastifyRequest } from 'fastify'
import * as v from 'valibot'
import { readForm } from '../auth/form.ts'
import { badRequest } from '../http/errors.ts'

/**
 * An account form (JSON, urlencoded or multipart, as readForm reads them), checked with the contract's
 * schema. Its rules are whole sentences (spec §5), sent as they are without a field prefix, as
 * sign-in and register do: the app shows each in the reader's language.
 */
export async function readAccountForm<S extends v.GenericSchema>(
  schema: S,
  request: FastifyRequest,
): Promise<v.InferOutput<S>> {
  const result = v.safeParse(schema, await readForm(request), { abortEarly: true })
  if (!result.success) throw badRequest(result.issues[0].message)
  return result.output
}
