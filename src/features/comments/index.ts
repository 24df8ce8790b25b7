/**
 * What the comments feature offers the others, which import it from here only (docs/architecture.md,
 * Walls between features). The comments load apart from the page that shows them: with their code,
 * their words and their styles.
 */
export type { CommentTarget } from './target.ts'

/** A chapter's (or a film episode's) comments, for the end of a chapter and the film page. */
export const loadComments = () =>
  import('./components/CommentsSection.tsx').then((module) => module.CommentsSection)
