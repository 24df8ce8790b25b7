import type { Posttype } from './posttypes.ts'

/**
 * What a person is credited as on a post: a book's or comic's author or artist, a film's director,
 * one of its actors or its studio. In this order wherever roles are listed.
 */
export const personRoles = ['author', 'artist', 'director', 'actor', 'studio'] as const
export type PersonRole = (typeof personRoles)[number]

/**
 * The roles a post of each type credits, a game none (spec §2's info block); the first is the one
 * the admin's form offers first, the role most names on such a post have.
 */
export const rolesOfPosttype: Record<Posttype, readonly PersonRole[]> = {
  movie: ['actor', 'director', 'studio'],
  comic: ['author', 'artist'],
  novel: ['author', 'artist'],
  game: [],
}

/** A role named in an address (`?role=author`), or none when the word is no role. */
export const roleOf = (word: string | undefined): PersonRole | undefined =>
  personRoles.find((role) => role === word)
