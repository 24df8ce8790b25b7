import * as v from 'valibot'

/** The answer of `POST /posts/action/views/…`: the post's views after this one. */
export const viewsAnswer = v.object({ views: v.number() })
