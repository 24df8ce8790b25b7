/** What a person is credited as on a post: its director or one of its actors. */
export const personRoles = ['director', 'actor'] as const
export type PersonRole = (typeof personRoles)[number]
