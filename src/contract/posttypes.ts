import * as v from 'valibot'

/** The four kinds of post (spec §3); each has its section, lists, detail page and, for some, a reader. */
export const posttypes = ['movie', 'comic', 'novel', 'game'] as const
export type Posttype = (typeof posttypes)[number]

export const posttypeSchema = v.picklist(posttypes)

/** The dashboards `GET /home/{section}/` answers besides the home's own: one per post type, and search's. */
export const dashboardSections = [...posttypes, 'search'] as const
export type DashboardSection = (typeof dashboardSections)[number]
