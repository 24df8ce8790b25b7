import * as v from 'valibot'
import { starsSchema } from './actions.ts'

/**
 * The answer of `GET /posts/action/state/…`: the signed-in member's own like and rating. Apart from
 * the other actions' answers because it loads with a post's page, not with the app.
 */
export const memberStateAnswer = v.object({ is_like: v.boolean(), rating: v.nullable(starsSchema) })
export type MemberState = v.InferOutput<typeof memberStateAnswer>
