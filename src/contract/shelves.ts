/*
 * A member's reading lists (issue 49), MangaDex's set: a post is on at most one. Their names are
 * the same for films (the app words them "watching", "plan to watch", …). Followed posts are a list
 * of their own (`followed`): a post can be followed without a reading list and the other way round.
 */
export const shelves = ['reading', 'plan', 'completed', 'on_hold', 'dropped', 'rereading'] as const
export type Shelf = (typeof shelves)[number]
