/*
 * The reviews' query keys, apart from their calls: a rating sent from this device asks for both again
 * (actions/effects.ts), and the screens that send one need not load the calls to say so.
 */

/** A post's reviews. */
export const reviewsKey = (posttype: string, id: number) => ['reviews', posttype, id] as const

/** How a post was rated, star by star. */
export const ratingsKey = (posttype: string, id: number) => ['ratings', posttype, id] as const
