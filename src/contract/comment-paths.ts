/**
 * The comments' calls (docs/api.md, Comments and Admin: comments). Apart from paths.ts, which every
 * page loads: the comments load late, and the admin's calls with the admin screens only.
 */

/** A chapter's (or a film episode's) comments: read, and written. */
export const commentsRoute = '/posts/comments/:posttype/:id/:chapterIndex/'
export const commentLikeRoute = '/comments/:id/like/'
export const commentReportRoute = '/comments/:id/report/'
/** A member takes back their own comment (with its replies). */
export const commentDeleteRoute = '/comments/:id/delete/'

export const adminCommentsRoute = '/admin/comments/'
export const adminCommentsPagedRoute = '/admin/comments/paged/:page/'
export const adminCommentHideRoute = '/admin/comments/:id/hide/'
export const adminCommentDeleteRoute = '/admin/comments/:id/delete/'
export const adminCommentDismissRoute = '/admin/comments/:id/reports/dismiss/'
export const adminCommentMuteRoute = '/admin/members/:id/comment-mute/'
export const adminCommentWordsRoute = '/admin/comment-words/'
