import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../context.ts'

export function postRoutes(_api: FastifyInstance, _ctx: ServerContext) {}
