import * as v from 'valibot'
import { csrfField } from './member-rules.ts'
import { reasons, say } from './reasons.ts'

/** Whether reader apps may come in (OPDS catalogues, KOReader's sync): open unless an admin closed them. */
export const readerAppsSchema = v.object({ open: v.boolean() })
export type ReaderApps = v.InferOutput<typeof readerAppsSchema>

/** `POST /admin/reader-apps/` (JSON): opens or closes the doors. */
export const readerAppsBody = v.object({
  csrf_token: csrfField,
  open: v.boolean(say(reasons.trueOrFalse)),
})
