import * as v from 'valibot'
import {
  adminAuditPagedRoute,
  adminAuditRoute,
  adminBackupsRoute,
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
  adminMemberAgeLimitRoute,
  adminMemberHiddenCategoriesRoute,
  adminMemberRoleRoute,
  adminMemberSessionsRoute,
  adminMembersPagedRoute,
  adminMembersRoute,
  adminMenuRoute,
  adminOverviewRoute,
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
  adminReaderAppsRoute,
  adminUploadBatchRoute,
  adminUploadStatusRoute,
  adminUploadsRoute,
  adminVisitorAgeLimitRoute,
} from '../admin-paths.ts'
import { ageRatingSchema } from '../age-ratings.ts'
import { roleSchema } from '../roles.ts'
import {
  adminMember,
  adminMemberParams,
  adminMembersQuery,
  adminOverview,
  adminPageParams,
  ageLimitForm,
  auditEntry,
  hiddenCategoriesForm,
  hiddenCategory,
  revokeSessionsForm,
  roleForm,
} from '../schemas/admin.ts'
import { visitorAgeLimitBody, visitorAgeLimitSchema } from '../schemas/admin-audience.ts'
import { adminBackups, backupNowForm } from '../schemas/admin-backups.ts'
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
  adminLibraryWatcher,
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
import { readerAppsBody, readerAppsSchema } from '../schemas/admin-reader-apps.ts'
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
import { pageExtras } from '../schemas/envelope.ts'
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

/** The library's page of jobs carries the watcher beside them. */
const libraryPageExtras = v.object({ ...pageExtras.entries, watcher: adminLibraryWatcher })

export const overview = endpoint({
  ...read,
  area: 'admin: overview',
  name: 'adminOverview',
  doc: {
    answer:
      '`{posts: [{posttype, published, unpublished}], members: {total, admins, new_this_week}, views_week, library: {configured, posts, chapters, removed, last_scan}}`: posts of each type; views of the last seven days; the posts imported from the library and their chapters, items kept out by a deletion, and its last full scan `{finished_at, state, posts, chapters, skipped_total}` or null',
  },
  path: adminOverviewRoute,
  summary: "The admin area's home in figures: posts by type, members, views this week, the library",
  answer: adminOverview,
})
export const auditLog = endpoint({
  ...read,
  ...members,
  name: 'adminAudit',
  doc: {
    request: '`/admin/audit/[paged/{n}/]`',
    answer: 'AuditEntry[] (50 a page, newest first), `is_next`, `paged`',
  },
  path: adminAuditRoute,
  summary: 'The audit log (50 a page, newest first)',
  params: adminPageParams,
  answer: v.array(auditEntry),
  extras: pageExtras,
})
export const auditLogPaged = endpoint({
  ...read,
  ...members,
  name: 'adminAuditPaged',
  path: adminAuditPagedRoute,
  summary: 'A further page of the audit log',
  params: adminPageParams,
  answer: v.array(auditEntry),
  extras: pageExtras,
})
export const memberList = endpoint({
  ...read,
  ...members,
  name: 'adminMembers',
  doc: {
    request: '`/admin/members/[paged/{n}/][?q=]`',
    answer:
      '`[{id, name, email, role, created_at, live_sessions}]` (50 a page, newest first): `q` (≤ 100 characters) found in the name or the email, any case',
  },
  path: adminMembersRoute,
  summary: 'Members (50 a page, newest first), `q` found in the name or the email, any case',
  params: adminPageParams,
  query: adminMembersQuery,
  answer: v.array(adminMember),
  extras: pageExtras,
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
  extras: pageExtras,
})
export const memberRole = endpoint({
  ...write,
  ...members,
  name: 'adminMemberRole',
  doc: {
    request: 'form `role` (`member` or `admin`), `csrf_token`',
    answer: "`{id, role, changed}`; an admin's own role only stays `admin` (400); unknown member 404",
  },
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
  doc: {
    request: 'form `csrf_token`',
    answer:
      '`{id, revoked}`: every live session of the member ended (`revoked` of them), and every app key of theirs revoked (audited as `app-key.revoke-all`): what an admin does when an account is in the wrong hands',
  },
  path: adminMemberSessionsRoute,
  summary: 'Ends every live session of a member and revokes their app keys',
  params: adminMemberParams,
  body: formBody(revokeSessionsForm),
  answer: v.object({ id: v.number(), revoked: v.number() }),
})
export const memberAgeLimit = endpoint({
  ...write,
  ...members,
  name: 'adminMemberAgeLimit',
  doc: {
    request: 'form `age_limit` (`0` all ages, `13`, `16`, `18`; empty for no limit), `csrf_token`',
    answer:
      '`{id, age_limit, changed}`: the highest age rating the member sees (their own lower choice still applies); audited as `member.age-limit` with before and after; unknown member 404',
  },
  path: adminMemberAgeLimitRoute,
  summary: 'Sets the highest age rating a member sees, or none',
  params: adminMemberParams,
  body: formBody(ageLimitForm),
  answer: v.object({ id: v.number(), age_limit: v.nullable(ageRatingSchema), changed: v.boolean() }),
})
export const memberHiddenCategories = endpoint({
  ...write,
  ...members,
  name: 'adminMemberHiddenCategories',
  doc: {
    request:
      'form `categories` (category ids of any post type, comma separated; empty for none), `csrf_token`',
    answer:
      '`{id, hidden_categories: [{id, posttype, slug, name}], changed}`: the posts of these categories are hidden from the member; replaces the whole list, audited as `member.hidden-categories`; an unknown category 400, unknown member 404',
  },
  path: adminMemberHiddenCategoriesRoute,
  summary: 'Sets the categories hidden from a member (the whole list)',
  params: adminMemberParams,
  body: formBody(hiddenCategoriesForm),
  answer: v.object({ id: v.number(), hidden_categories: v.array(hiddenCategory), changed: v.boolean() }),
})

const terms = { area: 'admin: categories and people' } as const

export const categoryList = endpoint({
  ...read,
  ...terms,
  name: 'adminCategories',
  doc: {
    request: '`/admin/categories/[paged/{n}/][?type={posttype}&q=]`',
    answer:
      '`[{id, posttype, slug, name: {vi, en}, posts}]` (50 a page, by post type then id); `q` found in either name or the slug',
  },
  path: adminCategoriesRoute,
  summary: 'Categories with how many posts each has, of one post type (`type`), named like `q`',
  params: adminTermsPageParams,
  query: adminCategoriesQuery,
  answer: v.array(adminCategory),
  extras: pageExtras,
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
  extras: pageExtras,
})
export const categoryCreate = endpoint({
  ...write,
  ...terms,
  name: 'adminCategoryCreate',
  doc: {
    request: 'form `posttype`, `name_vi`, `name_en` (1-60 characters each, one line, nothing invisible)',
    answer:
      'the category with `posts: 0`; its slug is made from `name_vi` as the library makes slugs (`Hành Động` → `hanh-dong`); a slug the post type has already: 409; a name with no letter or digit: 400',
  },
  path: adminCategoriesRoute,
  summary: 'Makes a category; its slug from the Vietnamese name (409 when taken)',
  body: formBody(createCategoryForm),
  answer: adminCategory,
})
export const categoryRename = endpoint({
  ...write,
  ...terms,
  name: 'adminCategoryRename',
  doc: { request: 'form `name_vi`, `name_en`', answer: 'the category; the slug, so its address, stays' },
  path: adminCategoryRenameRoute,
  summary: 'Renames a category; its slug stays',
  params: adminTermParams,
  body: formBody(renameCategoryForm),
})
export const categoryMerge = endpoint({
  ...write,
  ...terms,
  name: 'adminCategoryMerge',
  doc: {
    request: 'form `into`',
    answer:
      "`{…into, posts, dashboards_changed, menu_changed}`: the posts of `{id}` are in `into` (once each), dashboard sources naming `{id}`'s slug and in-app links to `/{posttype}/category/{slug}` (dashboards and menu, with or without `/vi`) now name `into`'s, and `{id}` is deleted. Into itself or another post type: 400; unknown: 404",
  },
  path: adminCategoryMergeRoute,
  summary: 'Merges a category into another: its posts and what named it go to the other',
  params: adminTermParams,
  body: formBody(mergeForm),
})
export const categoryDelete = endpoint({
  ...write,
  ...terms,
  name: 'adminCategoryDelete',
  doc: {
    request: 'form `csrf_token`',
    answer:
      '`{id, deleted: true}`; while posts use it: 409 `Còn 3 bài thuộc danh mục này: hãy gộp…` / `3 posts are still in this category: merge it…`',
  },
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
  doc: {
    request: '`/admin/people/[paged/{n}/][?q=]`',
    answer: '`[{id, slug, title, posts}]` (newest first)',
  },
  path: adminPeopleRoute,
  summary: 'People with how many posts credit each, named like `q`',
  params: adminTermsPageParams,
  query: adminPeopleQuery,
  answer: v.array(adminPerson),
  extras: pageExtras,
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
  extras: pageExtras,
})
export const personCreate = endpoint({
  ...write,
  ...terms,
  name: 'adminPersonCreate',
  doc: {
    request: 'form `title` (1-100 characters)',
    answer: 'the person, slug made from the name (taken: 409)',
  },
  path: adminPeopleRoute,
  summary: 'Adds a person; the slug from the name (409 when taken)',
  body: formBody(createPersonForm),
  answer: adminPerson,
})
export const personRename = endpoint({
  ...write,
  ...terms,
  name: 'adminPersonRename',
  doc: { request: 'form `title`', answer: 'the person; the slug stays' },
  path: adminPersonRenameRoute,
  summary: 'Renames a person; the slug stays',
  params: adminTermParams,
  body: formBody(renamePersonForm),
})
export const personMerge = endpoint({
  ...write,
  ...terms,
  name: 'adminPersonMerge',
  doc: {
    request: 'form `into`',
    answer:
      "`{…into, posts, dashboards_changed, menu_changed}`: every credit of `{id}` moves to `into` with its role and place; a post crediting both in one role keeps `into`'s credit; links to `/actor/{slug}` follow",
  },
  path: adminPersonMergeRoute,
  summary: 'Merges a person into another: their credits and what named them go to the other',
  params: adminTermParams,
  body: formBody(mergeForm),
})
export const personDelete = endpoint({
  ...write,
  ...terms,
  name: 'adminPersonDelete',
  doc: { request: 'form `csrf_token`', answer: '`{id, deleted: true}`; while credited: 409' },
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
  doc: {
    request: '`/admin/dashboards/{index,movie,comic,novel,game,search}/`',
    answer: '`{page, modules: StoredModule[]}` in order, as stored: send them back edited',
  },
  path: adminDashboardRoute,
  summary: "A dashboard's stored modules (the home's, a section's, search's)",
  params: adminDashboardParams,
  answer: storedDashboard,
})
export const dashboardSave = endpoint({
  ...write,
  ...site,
  name: 'adminDashboardSave',
  doc: {
    request: 'JSON `{csrf_token, modules: StoredModule[]}`',
    answer: "the same as the GET, after replacing the page's modules in one transaction",
  },
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
  doc: {
    request: 'JSON `{csrf_token, modules, category?}`',
    answer:
      'exactly what `GET /home/index/` (`{navbar, modules}`) or `GET /home/{page}/[?filter=category__{category}]` (`{modules, tabs}`) would answer with these modules, modules numbered 1, 2, … by position; nothing saved or audited',
  },
  path: adminDashboardPreviewRoute,
  summary: 'A dashboard as visitors would get it with these modules (JSON), without saving',
  params: adminDashboardParams,
  body: jsonBody(previewDashboardBody),
})
export const menuRead = endpoint({
  ...read,
  ...site,
  name: 'adminMenu',
  doc: { answer: '`{entries: StoredMenuEntry[]}`: the side menu (spec §3 `data.navbar`)' },
  path: adminMenuRoute,
  summary: "The side menu's stored entries",
  answer: v.object({ entries: v.array(storedMenuEntrySchema) }),
})
export const menuSave = endpoint({
  ...write,
  ...site,
  name: 'adminMenuSave',
  doc: {
    request: 'JSON `{csrf_token, entries}`',
    answer: 'the same, after replacing the menu in one transaction',
  },
  path: adminMenuRoute,
  summary: 'Replaces the side menu whole (JSON), audited',
  body: jsonBody(saveMenuBody),
  answer: v.object({ entries: v.array(storedMenuEntrySchema) }),
})
export const libraryJobs = endpoint({
  ...read,
  ...site,
  name: 'adminLibrary',
  doc: {
    request: '`/admin/library/[paged/{n}/]`',
    answer: 'LibraryJob[] (50 a page, newest first), `is_next`, and `watcher`',
  },
  path: adminLibraryRoute,
  summary: "The library's jobs (running and queued, then finished with their reports) and `watcher`",
  params: adminLibraryParams,
  answer: v.array(adminLibraryJob),
  extras: libraryPageExtras,
})
export const libraryJobsPaged = endpoint({
  ...read,
  ...site,
  name: 'adminLibraryPaged',
  path: adminLibraryPagedRoute,
  summary: "A further page of the library's jobs",
  params: adminLibraryParams,
  answer: v.array(adminLibraryJob),
  extras: libraryPageExtras,
})
export const libraryRescan = endpoint({
  ...write,
  ...site,
  name: 'adminLibraryRescan',
  doc: {
    request: 'form `csrf_token`',
    answer:
      'the queued LibraryJob (a full scan not started yet is that job); no `LIBRARY_DIR`: 409 `This server has no library…`; before the workers start: 503',
  },
  path: adminLibraryRescanRoute,
  summary: 'Queues a scan of the whole library (409 without one, 503 while it starts)',
  body: formBody(rescanForm),
  answer: v.nullable(adminLibraryJob),
})
export const readerAppsRead = endpoint({
  ...read,
  ...site,
  name: 'adminReaderApps',
  doc: {
    answer: '`{open}`: whether reader apps may come in (OPDS catalogues, KOReader’s sync); open until closed',
  },
  path: adminReaderAppsRoute,
  summary: "Whether the reader apps' doors are open",
  answer: readerAppsSchema,
})
export const readerAppsSave = endpoint({
  ...write,
  ...site,
  name: 'adminReaderAppsSave',
  doc: {
    request: 'JSON `{open, csrf_token}`',
    answer:
      '`{open}`; closed, every reader app is refused (OPDS: 403 `Reader apps are turned off on this site`; KOReader’s sync: its 401) within seconds on every server, keys kept. Audited as `site.reader-apps`',
  },
  path: adminReaderAppsRoute,
  summary: "Opens or closes the reader apps' doors, audited",
  body: jsonBody(readerAppsBody),
  answer: readerAppsSchema,
})
export const visitorAgeLimitRead = endpoint({
  ...read,
  ...site,
  name: 'adminVisitorAgeLimit',
  doc: {
    answer:
      '`{limit}`: the highest age rating visitors (no session) see; 18 (the default) lets everything through',
  },
  path: adminVisitorAgeLimitRoute,
  summary: 'The highest age rating visitors see',
  answer: visitorAgeLimitSchema,
})
export const visitorAgeLimitSave = endpoint({
  ...write,
  ...site,
  name: 'adminVisitorAgeLimitSave',
  doc: {
    request: 'JSON `{limit, csrf_token}` (`limit`: 0, 13, 16 or 18)',
    answer:
      '`{limit}`; every server applies it to visitors within seconds. Audited as `site.visitor-age-limit`',
  },
  path: adminVisitorAgeLimitRoute,
  summary: 'Sets the highest age rating visitors see, audited',
  body: jsonBody(visitorAgeLimitBody),
  answer: visitorAgeLimitSchema,
})
export const libraryRemoved = endpoint({
  ...read,
  ...site,
  name: 'adminLibraryRemoved',
  doc: {
    request: '`/admin/library/removed/[paged/{n}/]`',
    answer:
      "`[{path, posttype, title: {vi, en}, removed_at, removed_by: email | null}]` (50 a page, newest first): the library's items whose post an admin deleted",
  },
  path: adminLibraryRemovedRoute,
  summary: 'Library items whose post an admin deleted (a rescan passes them over), newest first',
  params: adminLibraryParams,
  answer: v.array(adminLibraryRemoval),
  extras: pageExtras,
})
export const libraryRemovedPaged = endpoint({
  ...read,
  ...site,
  name: 'adminLibraryRemovedPaged',
  path: adminLibraryRemovedPagedRoute,
  summary: 'A further page of removed library items',
  params: adminLibraryParams,
  answer: v.array(adminLibraryRemoval),
  extras: pageExtras,
})
export const libraryRestore = endpoint({
  ...write,
  ...site,
  name: 'adminLibraryRestore',
  doc: {
    request: 'form `csrf_token`, `path`',
    answer:
      "`{path, queued}`: the item leaves the list (audited `library.restore`) and a scan of it is queued (`queued: false` on a server without the library's workers: the next scan imports it); not in the list: 404",
  },
  path: adminLibraryRestoreRoute,
  summary: 'Imports a removed item again: it leaves the list and a scan of it is queued',
  body: formBody(restoreForm),
})

const catalogue = { area: 'admin: posts and chapters' } as const

export const postList = endpoint({
  ...read,
  ...catalogue,
  name: 'adminPosts',
  doc: {
    request: '`/admin/posts/[paged/{n}/][?q=&type=&status=&origin=]`',
    answer:
      '`[{id, slug, posttype, title: {vi, en}, status, origin, chapter_count, updated_at, cover: Image|null}]`, 50 a page, last changed first, unpublished ones too. `q` (≤ 100) is found anywhere in either title, any case and accent (`da lat` finds `Đà Lạt`); `type` a post type, `status` `published`/`unpublished`, `origin` `demo`/`library`/`upload` (empty = any)',
  },
  path: adminPostsRoute,
  summary: 'Posts of every status, filtered and searched',
  params: adminPageParams,
  query: adminPostsQuery,
  answer: v.array(adminPostRow),
  extras: pageExtras,
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
  extras: pageExtras,
})
export const postRead = endpoint({
  ...read,
  ...catalogue,
  name: 'adminPost',
  doc: {
    answer:
      "`{id, slug, posttype, title, description ({vi, en} each), status, origin, library_path, release_year, reading_mode, feature, banner (media paths), feature_image, banner_image (Image), locked_fields, categories: [{id, slug, name: {vi, en}}], category_choices (the type's categories, same shape), people: [{id, name, slug, role}], episode_total, created_at, updated_at, chapters: [{id, index, title: {vi, en}, hidden, hidden_because: null|'admin'|'file_gone', locked_fields, intro: {start, end}|null, library_path, first_page: {path, link}|null}]}`",
  },
  path: adminPostRoute,
  summary: 'A post as admins edit it, with its chapters and locked fields',
  params: adminPostParams,
  answer: adminPost,
})
export const postEdit = endpoint({
  ...write,
  ...catalogue,
  name: 'adminPostEdit',
  doc: {
    request:
      "any of `title_vi`, `title_en` (1–300), `description_vi`, `description_en` (≤ 5000), `categories` (ids, comma separated, of the post's type; empty for none), `people` (JSON `[{name, role: director|actor}]` in credit order), `release_year` (1800–2200, empty clears), `reading_mode` (`vertical`/`ltr`/`rtl`, comics only; empty clears), `feature`, `banner` (a page of one of the post's own chapters, as its media path; an empty `banner` removes it)",
    answer:
      "`{id, changed: [field…], post}` (the edit form's post). Each field whose value changes is locked (`title`, `description`, `categories`, `people`, `releaseYear`, `readingMode`, `feature`, `banner`); the audit entry `post.edit` holds the changed fields before and after. Sending the stored values changes and writes nothing",
  },
  path: adminPostRoute,
  summary: "Edits a post's fields; each one changed is locked against the library's next scan",
  params: adminPostParams,
  body: formBody(adminPostForm),
})
export const postLocks = endpoint({
  ...write,
  ...catalogue,
  name: 'adminPostLocks',
  doc: {
    request: '`field`',
    answer:
      '`{id, locked_fields}`; `post.unlock` audited. The next rescan sets that field from the library again',
  },
  path: adminPostLocksRoute,
  summary: "Releases a post field's lock: the library's next scan sets it again",
  params: adminPostParams,
  body: formBody(adminPostLockForm),
})
export const postStatus = endpoint({
  ...write,
  ...catalogue,
  name: 'adminPostStatus',
  doc: {
    request: '`status`',
    answer:
      '`{id, status, changed}`; `post.publish` / `post.unpublish`. Visitors never see an unpublished post: lists, dashboards, search, category and actor pages, related posts leave it out; its detail, chapters and reader are 404, and so are likes, views and ratings of it',
  },
  path: adminPostStatusRoute,
  summary: 'Publishes or hides a post',
  params: adminPostParams,
  body: formBody(adminPostStatusForm),
})
export const postDelete = endpoint({
  ...write,
  ...catalogue,
  name: 'adminPostDelete',
  doc: {
    request: "`confirm` (the post's slug)",
    answer:
      "`{id, deleted: true}`: the post with its chapters, links, likes, ratings and views; `post.delete` holds the post as it was. Its own media go too (`posts/{id}/`, and a library post's copies in `library/{comics|novels|films}/{slug}/`, with their resized copies); files in LIBRARY_DIR never. A library post's item is remembered as deleted: scans pass it over (reason `an admin deleted its post…` in their report) until it is imported again (`/admin/library/removed/restore/`)",
  },
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
  doc: {
    request: "`order` (every chapter's id, hidden ones too, comma separated)",
    answer:
      '`{id, moved: [chapter id…]}`: chapter n of the list takes number n; each one moved is locked (`index`); `chapter.reorder` holds the order before and after. An order that misses or repeats a chapter: 400',
  },
  path: adminPostChapterOrderRoute,
  summary: "Puts a post's chapters in a new order",
  params: adminPostParams,
  body: formBody(adminChapterOrderForm),
})
export const postImage = endpoint({
  ...write,
  ...catalogue,
  name: 'adminPostImage',
  doc: {
    request:
      '`/admin/posts/{id}/images/{feature|banner}/` body: the image (`Content-Type: image/…`, ≤ 8 MB), header `X-CSRF-Token`',
    answer:
      "`{id, feature|banner: path, image: url}`: checked by its content (pixel limit as the library's), turned upright, at most 2400 px wide, stored as WebP in `posts/{id}/` under MEDIA_DIR, named by its content; locked and audited like an edit. Not an image: 400",
  },
  path: adminPostImageRoute,
  summary: "A post's cover or background: the body is the image, the token in X-CSRF-Token",
  params: adminPostImageParams,
  csrf: 'header',
})
export const chapterEdit = endpoint({
  ...write,
  ...catalogue,
  name: 'adminChapterEdit',
  doc: {
    request:
      "any of `title_vi`, `title_en`, `hidden` (`1` hide, `0` show), `intro_start` and `intro_end` (a film episode's intro in seconds, to a thousandth, both or neither: `0 ≤ start < end ≤ 21600`; both empty remove it)",
    answer:
      '`{id, changed}`: `title` and `hidden` locked when changed (`intro` is never set by an import, so not locked); `episode_total` follows. `chapter.edit`',
  },
  path: adminChapterRoute,
  summary: "Edits a chapter's fields; each one changed is locked against the library's next scan",
  params: adminChapterParams,
  body: formBody(adminChapterForm),
})
export const chapterLocks = endpoint({
  ...write,
  ...catalogue,
  name: 'adminChapterLocks',
  doc: { request: '`field` (`title`, `hidden`, `index`)', answer: '`{id, locked_fields}`; `chapter.unlock`' },
  path: adminChapterLocksRoute,
  summary: "Releases a chapter field's lock",
  params: adminChapterParams,
  body: formBody(adminChapterLockForm),
})
export const chapterDelete = endpoint({
  ...write,
  ...catalogue,
  name: 'adminChapterDelete',
  doc: {
    answer:
      '`{id, post_id, deleted: true}`; `chapter.delete` holds the chapter as it was (without its content); `episode_total` follows',
  },
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
  doc: { answer: "UploadStatus[]: the calling admin's uploads, newest first" },
  path: adminUploadsRoute,
  summary: "The admin's own uploads, newest first (the files themselves go by tus to the same address)",
  answer: v.array(uploadStatus),
})
export const uploadRead = endpoint({
  ...read,
  ...uploads,
  name: 'adminUpload',
  doc: { answer: 'UploadStatus' },
  path: adminUploadStatusRoute,
  summary: "An upload's state, its post and chapters once imported",
  params: uploadIdParams,
  answer: uploadStatus,
})
export const uploadBatch = endpoint({
  ...write,
  ...uploads,
  name: 'adminUploadBatch',
  doc: {
    request: 'form `csrf_token`',
    answer:
      '`{batch, uploads, state: "queued"}`: the batch\'s images are imported as one chapter; 409 while one is still uploading or when none is finished',
  },
  path: adminUploadBatchRoute,
  summary: 'Imports a batch of uploaded pages as one chapter once they are all in (409 before)',
  params: batchParams,
  body: formBody(finishBatchForm),
})

const backups = { area: 'admin: backups' } as const

export const backupList = endpoint({
  ...read,
  ...backups,
  name: 'adminBackups',
  doc: {
    answer:
      '`{configured, every_hours, keep, media_included, next_due_at, backups: [{name, bytes, taken_at}]}`: the schedule (`BACKUP_DIR`, `BACKUP_HOURS`, `BACKUP_KEEP`, `BACKUP_MEDIA`) and the whole backups in the folder, newest first; `next_due_at`: the newest backup’s time and `every_hours` (now when there is none). Without `BACKUP_DIR`: `configured: false`, `every_hours` and `keep` 0, no backups. The folder’s path is never said',
  },
  path: adminBackupsRoute,
  summary: 'The backups the server takes on its schedule, newest first, with their size and time',
  answer: adminBackups,
})
export const backupNow = endpoint({
  ...write,
  ...backups,
  name: 'adminBackupNow',
  doc: {
    request: 'form `csrf_token`',
    answer:
      'the same as the GET, once the backup is whole (media inside unless `BACKUP_MEDIA=false`; the last `BACKUP_KEEP` kept). No `BACKUP_DIR`: 409 `This server takes no backups…`; one already under way on this server: 409. Audited as `site.backup`',
  },
  path: adminBackupsRoute,
  summary: 'Takes a backup into BACKUP_DIR now, audited (409 without one, or while one is taken)',
  body: formBody(backupNowForm),
  answer: adminBackups,
})

export const adminEndpoints = [
  overview,
  auditLog,
  auditLogPaged,
  memberList,
  memberListPaged,
  memberRole,
  memberSessions,
  memberAgeLimit,
  memberHiddenCategories,
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
  readerAppsRead,
  readerAppsSave,
  visitorAgeLimitRead,
  visitorAgeLimitSave,
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
  backupList,
  backupNow,
]
