import { atom } from 'jotai'

/** UI state of the shell (spec §3 UI state); server data never goes here. */
export const isMenuOpenAtom = atom(false)
export const isSearchOpenAtom = atom(false)
export const isLanguageModalOpenAtom = atom(false)

/** A new version of the app is installed and waits for the reader to switch to it. */
export const isUpdateReadyAtom = atom(false)
