import * as v from 'valibot'
import { posttypeSchema } from '../posttypes.ts'
import { idParam } from './params.ts'

/** `/posts/action/{like|rating|views|state}/{posttype}/{id}`: what a call about one post names. */
export const postActionParams = v.object({ posttype: posttypeSchema, id: idParam })

/** The answer of `POST /posts/action/views/…`: the post's views after this one. */
export const viewsAnswer = v.object({ views: v.number() })
