import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../context.ts'

export function authRoutes(_api: FastifyInstance, _ctx: ServerContext) {}
