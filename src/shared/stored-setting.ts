import { atomWithStorage } from 'jotai/utils'
import { writeItem } from './local-storage.ts'

/**
 * A setting the device keeps in localStorage, as an atom. `read` takes whatever is stored through
 * the setting's own schema (another version, an extension or a person may have written anything
 * there); it is read when the atom is first used, so the first screen already has it.
 */
export const storedSettingAtom = <T>(key: string, initial: T, read: (key: string, initial: T) => T) =>
  atomWithStorage<T>(
    key,
    initial,
    {
      getItem: read,
      setItem: (key, value) => writeItem(key, JSON.stringify(value)),
      removeItem: (key) => writeItem(key, null),
    },
    { getOnInit: true },
  )
