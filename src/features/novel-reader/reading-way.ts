import { useSyncExternalStore } from 'react'
import { readItem, writeItem } from '../../shared/local-storage.ts'

/**
 * How text chapters are read on this device ('Cách đọc'): scrolled, or a page at a time ('pages').
 * Kept apart from the novel style, whose code loads with the reader: this one loads after the text.
 * Its key is named here for the same reason (see storage-keys.ts).
 */
export const NOVEL_READING_WAY_KEY = 'novelReadingWay'
export const readingWays = ['scroll', 'pages'] as const
export type ReadingWay = (typeof readingWays)[number]

const listeners = new Set<() => void>()

/** Anything stored but 'pages' (nothing, another version's value) reads as scrolling. */
export const readingWay = (): ReadingWay => (readItem(NOVEL_READING_WAY_KEY) === 'pages' ? 'pages' : 'scroll')

export function setReadingWay(way: ReadingWay) {
  writeItem(NOVEL_READING_WAY_KEY, way === 'pages' ? way : null)
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** The way of reading for a screen; scrolling on a page the server drew (the choice is the device's). */
export const useReadingWay = () => useSyncExternalStore(subscribe, readingWay, () => 'scroll' as const)
