import * as v from 'valibot'
import {
  adminAuditPagedRoute,
  adminAuditRoute,
  adminCategoriesPagedRoute,
  adminCategoriesRoute,
  adminCategoryDeleteRoute,
  adminCategoryMergeRoute,
  adminCategoryRenameRoute,
  adminChapterDeleteRoute,
  adminChapterLocksRoute,
  adminChapterRoute,
  adminDashboardPreviewRoute,
  adminDashboardRoute,
  adminLibraryPagedRoute,
  adminLibraryRemovedPagedRoute,
  adminLibraryRemovedRoute,
  adminLibraryRescanRoute,
  adminLibraryRestoreRoute,
  adminLibraryRoute,
  adminMemberRoleRoute,
  adminMemberSessionsRoute,
  adminMembersPagedRoute,
  adminMembersRoute,
  adminMenuRoute,
  adminPeoplePagedRoute,
  adminPeopleRoute,
  adminPersonDeleteRoute,
  adminPersonMergeRoute,
  adminPersonRenameRoute,
  adminPostChapterOrderRoute,
  adminPostDeleteRoute,
  adminPostImageRoute,
  adminPostLocksRoute,
  adminPostRoute,
  adminPostStatusRoute,
  adminPostsPagedRoute,
  adminPostsRoute,
  adminUploadBatchRoute,
  adminUploadStatusRoute,
  adminUploadsRoute,
} from '../admin-paths.ts'
import { roleSchema } from '../roles.ts'
import {
  adminMember,
  adminMemberParams,
  adminMembersQuery,
  adminPageParams,
  auditEntry,
  revokeSessionsForm,
  roleForm,
} from '../schemas/admin.ts'
import {
  adminDashboardParams,
  previewDashboardBody,
  saveDashboardBody,
  saveMenuBody,
  storedMenuEntrySchema,
  storedModuleSchema,
} from '../schemas/admin-dashboards.ts'
import {
  adminLibraryJob,
  adminLibraryParams,
  adminLibraryRemoval,
  rescanForm,
  restoreForm,
} from '../schemas/admin-library.ts'
import {
  adminChapterDeleteForm,
  adminChapterForm,
  adminChapterLockForm,
  adminChapterOrderForm,
  adminChapterParams,
  adminPostDeleteForm,
  adminPostForm,
  adminPostImageParams,
  adminPostLockForm,
  adminPostParams,
  adminPostStatusForm,
  adminPostsQuery,
} from '../schemas/admin-posts.ts'
import { adminPost, adminPostRow } from '../schemas/admin-posts-answers.ts'
import {
  adminCategoriesQuery,
  adminCategory,
  adminPeopleQuery,
  adminPerson,
  adminTermParams,
  adminTermsPageParams,
  createCategoryForm,
  createPersonForm,
  deleteTermForm,
  mergeForm,
  renameCategoryForm,
  renamePersonForm,
} from '../schemas/admin-taxonomy.ts'
import { batchParams, finishBatchForm, uploadIdParams, uploadStatus } from '../schemas/admin-uploads.ts'
import { endpoint, formBody, jsonBody } from './endpoint.ts'

/*
 * The admin area (docs/api.md, Admin): an admin's calls only (a visitor gets a 401, a member a 403),
 * one person's view of private data: never kept, refusals included. Every write carries the CSRF token
 * and counts against the admin write limit.
 */
const admin = { access: 'admin', cache: { kind: 'no-store', vary: 'Authorization' } } as const
const read = { ...admin, method: 'GET' } as const
const write = { ...admin, method: 'POST', csrf: 'body', limit: 'admin' } as const

const members = { area: 'admin: members' } as const

export const auditLog = endpoint({
  ...read,
  ...members,
  name: 'adminAudit',
  path: adminAuditRoute,
  summary: 'The audit log (50 a page, newest first)',
  params: adminPageParams,
  answer: v.array(auditEntry),
})
export const auditLogPaged = endpoint({
  ...read,
  ...members,
  name: 'adminAuditPaged',
  path: adminAuditPagedRoute,
  summary: 'A further page of the audit log',
  params: adminPageParams,
  answer: v.array(auditEntry),
})
export const memberList = endpoint({
  ...read,
  ...members,
  name: 'adminMembers',
  path: adminMembersRoute,
  summary: 'Members (50 a page, newest first), `q` found in the name or the email, any case',
  params: adminPageParams,
  query: adminMembersQuery,
  answer: v.array(adminMember),
})
export const memberListPaged = endpoint({
  ...read,
  ...members,
  name: 'adminMembersPaged',
  path: adminMembersPagedRoute,
  summary: 'A further page of members',
  params: adminPageParams,
  query: adminMembersQuery,
  answer: v.array(adminMember),
})
export const memberRole = endpoint({
  ...write,
  ...members,
  name: 'adminMemberRole',
  path: adminMemberRoleRoute,
  summary: "Gives a member a role; an admin's own role only stays admin (400); unknown member 404",
  params: adminMemberParams,
  body: formBody(roleForm),
  answer: v.object({ id: v.number(), role: roleSchema, changed: v.boolean() }),
})
export const memberSessions = endpoint({
  ...write,
  ...members,
  name: 'adminMemberSessionsRevoke',
  path: adminMemberSessionsRoute,
  summary: 'Ends every live session of a member',
  params: adminMemberParams,
  body: formBody(revokeSessionsForm),
  answer: v.object({ id: v.number(), revoked: v.number() }),
})

const terms = { area: 'admin: categories and people' } as const

export const categoryList = endpoint({
  ...read,
  ...terms,
  name: 'adminCategories',
  path: adminCategoriesRoute,
  summary: 'Categories with how many posts each has, of one post type (`type`), named like `q`',
  params: adminTermsPageParams,
  query: adminCategoriesQuery,
  answer: v.array(adminCategory),
})
export const categoryListPaged = endpoint({
  ...read,
  ...terms,
  name: 'adminCategoriesPaged',
  path: adminCategoriesPagedRoute,
  summary: 'A further page of categories',
  params: adminTermsPageParams,
  query: adminCategoriesQuery,
  answer: v.array(adminCategory),
})
export const categoryCreate = endpoint({
  ...write,
  ...terms,
  name: 'adminCategoryCreate',
  path: adminCategoriesRoute,
  summary: 'Makes a category; its slug from the Vietnamese name (409 when taken)',
  body: formBody(createCategoryForm),
  answer: adminCategory,
})
export const categoryRename = endpoint({
  ...write,
  ...terms,
  name: 'adminCategoryRename',
  path: adminCategoryRenameRoute,
  summary: 'Renames a category; its slug stays',
  params: adminTermParams,
  body: formBody(renameCategoryForm),
})
export const categoryMerge = endpoint({
  ...write,
  ...terms,
  name: 'adminCategoryMerge',
  path: adminCategoryMergeRoute,
  summary: 'Merges a category into another: its posts and what named it go to the other',
  params: adminTermParams,
  body: formBody(mergeForm),
})
export const categoryDelete = endpoint({
  ...write,
  ...terms,
  name: 'adminCategoryDelete',
  path: adminCategoryDeleteRoute,
  summary: 'Deletes a category no post uses (409 otherwise)',
  params: adminTermParams,
  body: formBody(deleteTermForm),
  answer: v.object({ id: v.number(), deleted: v.literal(true) }),
})
export const personList = endpoint({
  ...read,
  ...terms,
  name: 'adminPeople',
  path: adminPeopleRoute,
  summary: 'People with how many posts credit each, named like `q`',
  params: adminTermsPageParams,
  query: adminPeopleQuery,
  answer: v.array(adminPerson),
})
export const personListPaged = endpoint({
  ...read,
  ...terms,
  name: 'adminPeoplePaged',
  path: adminPeoplePagedRoute,
  summary: 'A further page of people',
  params: adminTermsPageParams,
  query: adminPeopleQuery,
  answer: v.array(adminPerson),
})
export const personCreate = endpoint({
  ...write,
  ...terms,
  name: 'adminPersonCreate',
  path: adminPeopleRoute,
  summary: 'Adds a person; the slug from the name (409 when taken)',
  body: formBody(createPersonForm),
  answer: adminPerson,
})
export const personRename = endpoint({
  ...write,
  ...terms,
  name: 'adminPersonRename',
  path: adminPersonRenameRoute,
  summary: 'Renames a person; the slug stays',
  params: adminTermParams,
  body: formBody(renamePersonForm),
})
export const personMerge = endpoint({
  ...write,
  ...terms,
  name: 'adminPersonMerge',
  path: adminPersonMergeRoute,
  summary: 'Merges a person into another: their credits and what named them go to the other',
  params: adminTermParams,
  body: formBody(mergeForm),
})
export const personDelete = endpoint({
  ...write,
  ...terms,
  name: 'adminPersonDelete',
  path: adminPersonDeleteRoute,
  summary: 'Deletes a person no post credits (409 otherwise)',
  params: adminTermParams,
  body: formBody(deleteTermForm),
  answer: v.object({ id: v.number(), deleted: v.literal(true) }),
})

const site = { area: 'admin: dashboards, menu and library' } as const
const storedDashboard = v.object({ page: v.string(), modules: v.array(storedModuleSchema) })

export const dashboardRead = endpoint({
  ...read,
  ...site,
  name: 'adminDashboard',
  path: adminDashboardRoute,
  summary: "A dashboard's stored modules (the home's, a section's, search's)",
  params: adminDashboardParams,
  answer: storedDashboard,
})
export const dashboardSave = endpoint({
  ...write,
  ...site,
  name: 'adminDashboardSave',
  path: adminDashboardRoute,
  summary: "Replaces a dashboard's modules whole (JSON), audited with before and after",
  params: adminDashboardParams,
  body: jsonBody(saveDashboardBody),
  answer: storedDashboard,
})
export const dashboardPreview = endpoint({
  ...write,
  ...site,
  name: 'adminDashboardPreview',
  path: adminDashboardPreviewRoute,
  summary: 'A dashboard as visitors would get it with these modules (JSON), without saving',
  params: adminDashboardParams,
  body: jsonBody(previewDashboardBody),
})
export const menuRead = endpoint({
  ...read,
  ...site,
  name: 'adminMenu',
  path: adminMenuRoute,
  summary: "The side menu's stored entries",
  answer: v.object({ entries: v.array(storedMenuEntrySchema) }),
})
export const menuSave = endpoint({
  ...write,
  ...site,
  name: 'adminMenuSave',
  path: adminMenuRoute,
  summary: 'Replaces the side menu whole (JSON), audited',
  body: jsonBody(saveMenuBody),
  answer: v.object({ entries: v.array(storedMenuEntrySchema) }),
})
export const libraryJobs = endpoint({
  ...read,
  ...site,
  name: 'adminLibrary',
  path: adminLibraryRoute,
  summary: "The library's jobs (running and queued, then finished with their reports) and `watcher`",
  params: adminLibraryParams,
  answer: v.array(adminLibraryJob),
})
export const libraryJobsPaged = endpoint({
  ...read,
  ...site,
  name: 'adminLibraryPaged',
  path: adminLibraryPagedRoute,
  summary: "A further page of the library's jobs",
  params: adminLibraryParams,
  answer: v.array(adminLibraryJob),
})
export const libraryRescan = endpoint({
  ...write,
  ...site,
  name: 'adminLibraryRescan',
  path: adminLibraryRescanRoute,
  summary: 'Queues a scan of the whole library (409 without one, 503 while it starts)',
  body: formBody(rescanForm),
  answer: v.nullable(adminLibraryJob),
})
export const libraryRemoved = endpoint({
  ...read,
  ...site,
  name: 'adminLibraryRemoved',
  path: adminLibraryRemovedRoute,
  summary: 'Library items whose post an admin deleted (a rescan passes them over), newest first',
  params: adminLibraryParams,
  answer: v.array(adminLibraryRemoval),
})
export const libraryRemovedPaged = endpoint({
  ...read,
  ...site,
  name: 'adminLibraryRemovedPaged',
  path: adminLibraryRemovedPagedRoute,
  summary: 'A further page of removed library items',
  params: adminLibraryParams,
  answer: v.array(adminLibraryRemoval),
})
export const libraryRestore = endpoint({
  ...write,
  ...site,
  name: 'adminLibraryRestore',
  path: adminLibraryRestoreRoute,
  summary: 'Imports a removed item again: it leaves the list and a scan of it is queued',
  body: formBody(restoreForm),
})

const catalogue = { area: 'admin: posts and chapters' } as const

export const postList = endpoint({
  ...read,
  ...catalogue,
  name: 'adminPosts',
  path: adminPostsRoute,
  summary: 'Posts of every status, filtered and searched',
  params: adminPageParams,
  query: adminPostsQuery,
  answer: v.array(adminPostRow),
})
export const postListPaged = endpoint({
  ...read,
  ...catalogue,
  name: 'adminPostsPaged',
  path: adminPostsPagedRoute,
  summary: 'A further page of posts',
  params: adminPageParams,
  query: adminPostsQuery,
  answer: v.array(adminPostRow),
})
export const postRead = endpoint({
  ...read,
  ...catalogue,
  name: 'adminPost',
  path: adminPostRoute,
  summary: 'A post as admins edit it, with its chapters and locked fields',
  params: adminPostParams,
  answer: adminPost,
})
export const postEdit = endpoint({
  ...write,
  ...catalogue,
  name: 'adminPostEdit',
  path: adminPostRoute,
  summary: "Edits a post's fields; each one changed is locked against the library's next scan",
  params: adminPostParams,
  body: formBody(adminPostForm),
})
export const postLocks = endpoint({
  ...write,
  ...catalogue,
  name: 'adminPostLocks',
  path: adminPostLocksRoute,
  summary: "Releases a post field's lock: the library's next scan sets it again",
  params: adminPostParams,
  body: formBody(adminPostLockForm),
})
export const postStatus = endpoint({
  ...write,
  ...catalogue,
  name: 'adminPostStatus',
  path: adminPostStatusRoute,
  summary: 'Publishes or hides a post',
  params: adminPostParams,
  body: formBody(adminPostStatusForm),
})
export const postDelete = endpoint({
  ...write,
  ...catalogue,
  name: 'adminPostDelete',
  path: adminPostDeleteRoute,
  summary: 'Deletes a post, confirmed with its slug, with its media',
  params: adminPostParams,
  body: formBody(adminPostDeleteForm),
  answer: v.object({ id: v.number(), deleted: v.literal(true) }),
})
export const postChapterOrder = endpoint({
  ...write,
  ...catalogue,
  name: 'adminPostChapterOrder',
  path: adminPostChapterOrderRoute,
  summary: "Puts a post's chapters in a new order",
  params: adminPostParams,
  body: formBody(adminChapterOrderForm),
})
export const postImage = endpoint({
  ...write,
  ...catalogue,
  name: 'adminPostImage',
  path: adminPostImageRoute,
  summary: "A post's cover or background: the body is the image, the token in X-CSRF-Token",
  params: adminPostImageParams,
  csrf: 'header',
})
export const chapterEdit = endpoint({
  ...write,
  ...catalogue,
  name: 'adminChapterEdit',
  path: adminChapterRoute,
  summary: "Edits a chapter's fields; each one changed is locked against the library's next scan",
  params: adminChapterParams,
  body: formBody(adminChapterForm),
})
export const chapterLocks = endpoint({
  ...write,
  ...catalogue,
  name: 'adminChapterLocks',
  path: adminChapterLocksRoute,
  summary: "Releases a chapter field's lock",
  params: adminChapterParams,
  body: formBody(adminChapterLockForm),
})
export const chapterDelete = endpoint({
  ...write,
  ...catalogue,
  name: 'adminChapterDelete',
  path: adminChapterDeleteRoute,
  summary: 'Deletes a chapter',
  params: adminChapterParams,
  body: formBody(adminChapterDeleteForm),
  answer: v.object({ id: v.number(), post_id: v.number(), deleted: v.literal(true) }),
})

const uploads = { area: 'admin: uploads' } as const

export const uploadList = endpoint({
  ...read,
  ...uploads,
  name: 'adminUploads',
  path: adminUploadsRoute,
  summary: "The admin's own uploads, newest first (the files themselves go by tus to the same address)",
  answer: v.array(uploadStatus),
})
export const uploadRead = endpoint({
  ...read,
  ...uploads,
  name: 'adminUpload',
  path: adminUploadStatusRoute,
  summary: "An upload's state, its post and chapters once imported",
  params: uploadIdParams,
  answer: uploadStatus,
})
export const uploadBatch = endpoint({
  ...write,
  ...uploads,
  name: 'adminUploadBatch',
  path: adminUploadBatchRoute,
  summary: 'Imports a batch of uploaded pages as one chapter once they are all in (409 before)',
  params: batchParams,
  body: formBody(finishBatchForm),
})

export const adminEndpoints = [
  auditLog,
  auditLogPaged,
  memberList,
  memberListPaged,
  memberRole,
  memberSessions,
  categoryList,
  categoryListPaged,
  categoryCreate,
  categoryRename,
  categoryMerge,
  categoryDelete,
  personList,
  personListPaged,
  personCreate,
  personRename,
  personMerge,
  personDelete,
  dashboardRead,
  dashboardSave,
  dashboardPreview,
  menuRead,
  menuSave,
  libraryJobs,
  libraryJobsPaged,
  libraryRescan,
  libraryRemoved,
  libraryRemovedPaged,
  libraryRestore,
  postList,
  postListPaged,
  postRead,
  postEdit,
  postLocks,
  postStatus,
  postDelete,
  postChapterOrder,
  postImage,
  chapterEdit,
  chapterLocks,
  chapterDelete,
  uploadList,
  uploadRead,
  uploadBatch,
]
