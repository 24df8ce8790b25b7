import type { Posttype } from '../../contract/posttypes.ts'

/** What comments are on: a chapter of a comic or a novel, or an episode of a film (never a game). */
export interface CommentTarget {
  posttype: Exclude<Posttype, 'game'>
  /** The post's id. */
  id: number
  /** The chapter's (or episode's) number. */
  index: number
}

/**
 * The address fragment that opens every comment of a chapter over its page (`#comments-3`): the
 * reader and the film page keep their own address, so a link to all of them needs no page of its
 * own, and it survives a reload.
 */
export const allCommentsHash = (target: Pick<CommentTarget, 'index'>) => `comments-${target.index}`
