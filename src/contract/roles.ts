import * as v from 'valibot'

/**
 * What a signed-in account may do: every member reads, likes and rates; an admin also edits the
 * catalogue, the dashboards and the menus, and grants or takes back the role.
 */
export const roles = ['member', 'admin'] as const
export type Role = (typeof roles)[number]

export const roleSchema = v.picklist(roles)
