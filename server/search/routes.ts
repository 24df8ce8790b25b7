import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../context.ts'

export function searchRoutes(_api: FastifyInstance, _ctx: ServerContext) {}
