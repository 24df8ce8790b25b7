import type { Language } from '../../contract/languages.ts'
import type { CommentTarget } from './target.ts'

/** A chapter's comments, as the signed-in member (or a visitor, `0`) sees them. */
export const commentsKey = (target: CommentTarget, language: Language, who: string | number) =>
  ['comments', target.posttype, target.id, target.index, language, who] as const

/** Every comment query of a chapter, whoever asked: what a write asks for again. */
export const chapterCommentsKey = (target: CommentTarget) =>
  ['comments', target.posttype, target.id, target.index] as const
