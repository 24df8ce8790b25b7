import type { PostCard } from '../contract/schemas/cards.ts'

declare module '@tanstack/history' {
  interface HistoryState {
    /**
     * The card a link was made from. A detail page paints it at once, before its own answer arrives;
     * it travels with the history entry, so back, forward and reload find it too.
     */
    post?: PostCard
  }
}
