import { atomWithStorage } from 'jotai/utils'
import * as v from 'valibot'
import { readJson, writeItem } from '../../shared/local-storage.ts'
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

/** Whatever the device holds is read through the schema: anything else is 'off'. */
const storage = {
  getItem: (key: string, initial: CaptionsChoice) => readJson(key, choiceSchema, initial),
  setItem: (key: string, value: CaptionsChoice) => writeItem(key, JSON.stringify(value)),
  removeItem: (key: string) => writeItem(key, null),
}

/** The captions chosen last, kept on this device: the next film starts with the same. */
export const captionsAtom = atomWithStorage<CaptionsChoice>(FILM_CAPTIONS_KEY, 'off', storage, {
  getOnInit: true,
})
