import { appKeyCreate, appKeyRevoke, appKeys } from '../../contract/endpoints/app-keys.ts'
import type { Language } from '../../contract/languages.ts'
import { callData } from '../../shared/api/call.ts'

/*
 * The member's keys for reader apps, apart from api.ts as the contract keeps them apart: the profile
 * page loads api.ts too, and needs none of these.
 */

export const getAppKeys = (language: Language, signal?: AbortSignal) =>
  callData(language, appKeys, signal ? { signal } : {})

/** The answer holds the key itself, this once: the server keeps only its hash. */
export const createAppKey = (language: Language, name: string) =>
  callData(language, appKeyCreate, { body: { name } })

/** A key just made: the key itself, and the key as the list shows it. */
export type CreatedAppKey = Awaited<ReturnType<typeof createAppKey>>

export const revokeAppKey = (language: Language, id: number) =>
  callData(language, appKeyRevoke, { params: { id } })
