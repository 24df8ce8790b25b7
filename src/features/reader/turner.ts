import type { ReactNode, RefObject } from 'react'
import type { ReadingPosition } from '../../entities/reading/positions.ts'

/**
 * How the content on screen moves a step: a page, or a screen of scrolling. Each answers false when
 * there is no step left in this chapter, and the reader then moves to the chapter next to it.
 */
export interface Turner {
  forward: () => boolean
  back: () => boolean
  /** Pages read right to left: the left arrow and the left third of the screen move forward. */
  rtl?: boolean
}

export type TurnerRef = RefObject<Turner | null>

/**
 * Where a chapter opens: where it was left, at its end (stepping back into it), or at its start;
 * `null` where it already is, for a chapter that follows another in the same strip.
 */
export type StartAt = ReadingPosition | 'end' | undefined | null

/** What the shell gives the content of a chapter. */
export interface ContentHooks {
  start: StartAt
  onPosition: (position: ReadingPosition) => void
  /** Called when the end is near: the next chapter is fetched then. */
  onNearEnd: () => void
  turnerRef: TurnerRef
  /** Where the reader is now: a view that changes mid-chapter (another mode) opens there. */
  current: () => ReadingPosition | undefined
  /** The card that ends the chapter, after its last page or its text. */
  end?: ReactNode
}
