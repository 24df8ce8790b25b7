import type { FastifyInstance, onSendHookHandler } from 'fastify'

/**
 * Fastify answers HEAD on every GET route by dropping the body in an onSend step it puts first, so a
 * plugin's later onSend (@fastify/compress) sees no body, and HEAD would lack the Content-Encoding and
 * Vary that GET sends. Moving that step last gives HEAD the headers of GET. Register after the plugins.
 */
export function headAnswersAsGet(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (route.method !== 'HEAD' || !Array.isArray(route.onSend)) return
    const steps = route.onSend as onSendHookHandler[]
    const dropBody = steps.findIndex((step) => step.name === 'headRouteOnSendHandler')
    if (dropBody === -1 || dropBody === steps.length - 1) return
    route.onSend = [...steps.slice(0, dropBody), ...steps.slice(dropBody + 1), steps[dropBody]!]
  })
}
