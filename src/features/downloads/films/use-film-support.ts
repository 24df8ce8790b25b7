import { useEffect, useState } from 'react'
import { canStoreFilms } from './film-storage.ts'

/** Whether films can be kept here; undefined while the player library is still loading to tell. */
export function useFilmStorageSupport(): boolean | undefined {
  const [supported, setSupported] = useState<boolean>()
  useEffect(() => {
    let live = true
    canStoreFilms().then((answer) => live && setSupported(answer))
    return () => {
      live = false
    }
  }, [])
  return supported
}
