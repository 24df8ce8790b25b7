import { createElement, Suspense } from 'react'
import type { Language } from '../../contract/languages.ts'
import { lazyPart } from '../../shared/react/lazy-part.ts'
import type { PushOfferProps } from './components/PushOffer.tsx'

/**
 * What the push feature offers the others, which import it from here only (docs/architecture.md,
 * Walls between features). Everything of it loads late: this module holds only the way in.
 */

export type { PushOfferProps }

const LazyPushOffer = /* @__PURE__ */ lazyPart(() =>
  import('./components/PushOffer.tsx').then((module) => module.default),
)

/**
 * The offer to be told of new chapters, for right after a member follows something: its code and
 * words load when it is first drawn, and it draws nothing where it cannot be answered (a visitor, a
 * browser without push, notifications blocked or on already, the offer turned down before).
 */
export const PushOffer = (props: PushOfferProps) =>
  createElement(Suspense, { fallback: null }, createElement(LazyPushOffer, props))

/** At sign-out, this browser's notifications end (browser-push.ts); its code loads only then. */
export const endPushAtSignOut = (language: Language) =>
  import('./browser-push.ts').then((push) => push.endPushAtSignOut(language))
