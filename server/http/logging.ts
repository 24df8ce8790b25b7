import { type FastifyServerOptions, LogController } from 'fastify'
import pino, { type DestinationStream } from 'pino'
import pretty from 'pino-pretty'
import type { Config } from '../config.ts'

/*
 * The server's log. In production (NODE_ENV=production) it is JSON lines, for a log collector; on an
 * operator's own machine (`npm start`) it is readable lines: a time, a level, what happened. Either
 * way a request is logged only at LOG_LEVEL=debug (or trace): at the default, info, the log says that
 * the server started and what went wrong, and a terminal does not scroll with every page asked for.
 */

const logsRequests = (level: string) => level === 'debug' || level === 'trace'

/** Fastify's logging options for this configuration; `destination` is where lines go (tests read it). */
export function loggingOptions(
  config: Pick<Config, 'logLevel' | 'logFormat'>,
  destination?: DestinationStream,
): Pick<FastifyServerOptions, 'logger' | 'loggerInstance' | 'logController'> {
  if (config.logLevel === 'silent') return { logger: false }
  const logController = new LogController({ disableRequestLogging: !logsRequests(config.logLevel) })
  const stream =
    config.logFormat === 'readable'
      ? pretty({
          // Written as it happens: a line about a crash must be out before the process ends.
          sync: true,
          destination: destination ?? 1,
          colorize: destination === undefined && process.stdout.isTTY === true,
          translateTime: 'SYS:HH:MM:ss',
          ignore: 'pid,hostname',
          singleLine: true,
        })
      : (destination ?? pino.destination({ dest: 1, sync: false }))
  return { loggerInstance: pino({ level: config.logLevel }, stream), logController }
}
