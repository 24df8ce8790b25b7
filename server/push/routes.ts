import type { FastifyInstance } from 'fastify'
import {
  pushDeviceRemove,
  pushDevices,
  pushKey,
  pushSettings,
  pushSettingsSave,
  pushSubscribe,
} from '../../src/contract/endpoints/push.ts'
import type { ServerContext } from '../context.ts'
import { serve } from '../http/endpoints.ts'
import { HttpError } from '../http/errors.ts'
import { requestLanguage } from '../http/messages.ts'
import { startWorkers, type Workers } from '../library/jobs/worker.ts'
import { listDevices, pushMessages, readSettings, removeDevice, saveSettings, subscribe } from './devices.ts'
import { runPushJob } from './job.ts'
import { onPushQueued, PUSH_JOB } from './queue.ts'
import { isTimeZone } from './quiet.ts'
import { type PushRules, serverPushRules } from './send.ts'
import { vapidKeys } from './vapid.ts'

/**
 * Push notifications (issue 49): the site's public key, a member's devices and settings; and this
 * server's share of the sending, whatever server queued it (jobs of the library's queue, kind `push`).
 */
export function pushRoutes(api: FastifyInstance, ctx: ServerContext, rules: PushRules = serverPushRules) {
  const { db } = ctx

  serve(api, ctx, pushKey, async () => ({ public_key: (await vapidKeys(db)).publicKey }))

  serve(api, ctx, pushDevices, ({ member }) => listDevices(db, member.id))

  serve(api, ctx, pushSubscribe, ({ request, member, body }) =>
    subscribe(
      db,
      member.id,
      body,
      { userAgent: request.headers['user-agent'], language: requestLanguage(request) },
      rules,
    ),
  )

  serve(api, ctx, pushDeviceRemove, ({ request, member, params: { id } }) =>
    removeDevice(db, member.id, id, requestLanguage(request)),
  )

  serve(api, ctx, pushSettings, ({ member }) => readSettings(db, member.id))

  serve(api, ctx, pushSettingsSave, async ({ request, member, body }) => {
    if (body.time_zone !== null && !isTimeZone(body.time_zone))
      throw new HttpError(400, pushMessages.timeZone[requestLanguage(request)])
    const { csrf_token: _token, ...settings } = body
    return saveSettings(db, member.id, settings)
  })

  let workers: Workers | undefined
  let stopWaking: (() => void) | undefined
  api.addHook('onReady', async () => {
    workers = startWorkers({
      db,
      kinds: { [PUSH_JOB]: { run: runPushJob } },
      context: { ctx, rules, log: api.log, metrics: ctx.metrics },
      log: api.log,
    })
    stopWaking = onPushQueued(() => workers?.wake(PUSH_JOB))
  })
  api.addHook('onClose', async () => {
    stopWaking?.()
    await workers?.stop()
  })
}
