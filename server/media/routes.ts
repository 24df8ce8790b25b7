import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../context.ts'

export async function mediaRoutes(_app: FastifyInstance, _ctx: ServerContext) {}
