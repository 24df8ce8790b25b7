/**
 * The admin area's calls (docs/api.md, Admin), apart from the site's other paths so that visitors'
 * pages, which load paths.ts with the app, do not carry them: only the admin screens and the server
 * import this file.
 */
/** The admin area's home: the site in figures. */
export const adminOverviewRoute = '/admin/overview/'
export const adminAuditRoute = '/admin/audit/'
export const adminAuditPagedRoute = '/admin/audit/paged/:page/'
export const adminMembersRoute = '/admin/members/'
export const adminMembersPagedRoute = '/admin/members/paged/:page/'
export const adminMemberRoleRoute = '/admin/members/:id/role/'
export const adminMemberSessionsRoute = '/admin/members/:id/sessions/revoke/'
/** What a member may see: the highest age rating, and categories hidden from them. */
export const adminMemberAgeLimitRoute = '/admin/members/:id/age-limit/'
export const adminMemberHiddenCategoriesRoute = '/admin/members/:id/hidden-categories/'
/** The highest age rating visitors (no session) see. */
export const adminVisitorAgeLimitRoute = '/admin/visitor-age-limit/'
export const adminCategoriesRoute = '/admin/categories/'
export const adminCategoriesPagedRoute = '/admin/categories/paged/:page/'
export const adminCategoryRenameRoute = '/admin/categories/:id/rename/'
export const adminCategoryMergeRoute = '/admin/categories/:id/merge/'
export const adminCategoryDeleteRoute = '/admin/categories/:id/delete/'
export const adminPeopleRoute = '/admin/people/'
export const adminPeoplePagedRoute = '/admin/people/paged/:page/'
export const adminPersonRenameRoute = '/admin/people/:id/rename/'
export const adminPersonMergeRoute = '/admin/people/:id/merge/'
export const adminPersonDeleteRoute = '/admin/people/:id/delete/'
export const adminDashboardRoute = '/admin/dashboards/:page/'
export const adminDashboardPreviewRoute = '/admin/dashboards/:page/preview/'
export const adminMenuRoute = '/admin/menu/'
export const adminLibraryRoute = '/admin/library/'
export const adminLibraryPagedRoute = '/admin/library/paged/:page/'
export const adminLibraryRescanRoute = '/admin/library/rescan/'
/** Whether the reader apps' doors (OPDS catalogues, KOReader's sync) are open: read, and set. */
export const adminReaderAppsRoute = '/admin/reader-apps/'
/** The backups the server takes (BACKUP_DIR): listed, and one taken now. */
export const adminBackupsRoute = '/admin/backups/'

// The admin area's posts and chapters (docs/api.md, Admin: posts and chapters).
export const adminPostsRoute = '/admin/posts/'
export const adminPostsPagedRoute = '/admin/posts/paged/:page/'
export const adminPostRoute = '/admin/posts/:id/'
export const adminPostLocksRoute = '/admin/posts/:id/locks/'
export const adminPostStatusRoute = '/admin/posts/:id/status/'
export const adminPostDeleteRoute = '/admin/posts/:id/delete/'
export const adminPostImageRoute = '/admin/posts/:id/images/:kind/'
export const adminPostChapterOrderRoute = '/admin/posts/:id/chapters/order/'
export const adminChapterRoute = '/admin/chapters/:id/'
export const adminChapterLocksRoute = '/admin/chapters/:id/locks/'
export const adminChapterDeleteRoute = '/admin/chapters/:id/delete/'

// Uploads from the browser (docs/api.md, Admin: uploads): tus under `/admin/uploads/` (POST creates an

// upload; HEAD, PATCH and DELETE go to the Location it answers, `/admin/uploads/{id}`).
export const adminUploadsRoute = '/admin/uploads/'
export const adminUploadTusRoute = '/admin/uploads/:id'
export const adminUploadStatusRoute = '/admin/uploads/:id/'
export const adminUploadBatchRoute = '/admin/uploads/batches/:batch/'
/** Library items whose post an admin deleted (a rescan passes them over), and importing one again. */
export const adminLibraryRemovedRoute = '/admin/library/removed/'
export const adminLibraryRemovedPagedRoute = '/admin/library/removed/paged/:page/'
export const adminLibraryRestoreRoute = '/admin/library/removed/restore/'
