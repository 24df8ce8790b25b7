import * as v from 'valibot'
import { deviceRecord } from '../../shared/device-record.ts'
import { FILM_CAPTIONS_KEY } from '../../shared/storage-keys.ts'

/** An episode's captions as the API lists them: a WebVTT file in one language. */
export interface FilmSubtitle {
  language: string
  label: string
  link: string
}

/** No captions, or those of one language (its code: `vi`, `en`…). */
export type CaptionsChoice = 'off' | (string & {})

const choiceSchema = v.pipe(v.string(), v.regex(/^(off|[a-z]{2,3})$/))

/**
 * The captions chosen last, kept on this device: the next film starts with the same. Whatever the
 * device holds is read through the schema: anything else is 'off'.
 */
const setting = deviceRecord(FILM_CAPTIONS_KEY, choiceSchema, (): CaptionsChoice => 'off')

export const chooseCaptions = (choice: CaptionsChoice) => setting.write(choice)

/** The captions chosen last on this device. */
export const useCaptionsChoice = (): CaptionsChoice => setting.use(setting.read, setting.read())

/** Forgets the choice in this module's memory: the next read comes from storage again (tests). */
export const reloadCaptions = setting.reload
