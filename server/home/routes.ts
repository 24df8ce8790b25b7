import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../context.ts'

export function homeRoutes(_api: FastifyInstance, _ctx: ServerContext) {}
