import cors from '@fastify/cors'
import rateLimit from '@fastify/rate-limit'
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify'
import type { Sql } from 'postgres'
import { ZodError } from 'zod'
import { SYNC_BODY_MAX_BYTES } from '@/contract/sync'
import { accountForToken, createAccount, revokeSession, signIn } from './accounts'
import { appendChanges, changesAfter } from './change-log'
import { serveApp } from './static-app'
import { syncRoute } from './sync-route'

export interface AppOptions {
  sql: Sql
  /** The built app to serve on the same origin (optional). */
  staticDir?: string
  logLevel?: string
  /** Sign-in attempts per IP and email per minute. */
  signInLimit?: number
  /** New accounts per IP per hour. */
  accountsPerHour?: number
}

class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message)
  }
}

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization ?? ''
  const match = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(header)
  if (!match?.[1]) throw new HttpError(401, 'Sign in to sync.')
  return match[1]
}

interface ErrorBody {
  status: number
  error: string
  /** A refused push: the index of the change at fault, so a device can set that one aside. */
  change?: number
}

function errorBody(error: unknown): ErrorBody {
  if (error instanceof ZodError) {
    const issue = error.issues[0]
    const path = issue?.path ?? []
    const where = path.join('.')
    const change = path[0] === 'changes' && typeof path[1] === 'number' ? path[1] : undefined
    return {
      status: 400,
      error: `${where === '' ? '' : `${where}: `}${issue?.message ?? 'invalid'}`,
      ...(change === undefined ? {} : { change }),
    }
  }
  if (error instanceof HttpError) return { status: error.statusCode, error: error.message }
  // PostgreSQL's data exceptions (class 22: a character or number it cannot store) are bad input
  // the schemas missed: still the sender's error, never a 500. The schemas are meant to catch all.
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string' && code.startsWith('22') && code.length === 5)
    return { status: 400, error: 'The sync server cannot store that value.' }
  const status = (error as { statusCode?: number }).statusCode
  if (status === 413) return { status, error: 'Request too large.' }
  if (status === 415) return { status, error: 'Send JSON.' }
  if (status === 429) return { status, error: 'Too many attempts. Wait a minute and try again.' }
  if (status !== undefined && status >= 400 && status < 500)
    return { status, error: 'Bad request.' }
  return { status: 500, error: 'Something went wrong on the sync server.' }
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { sql } = options
  const app = Fastify({
    bodyLimit: SYNC_BODY_MAX_BYTES,
    logger: {
      level: options.logLevel ?? 'info',
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
  })
  app.setErrorHandler((error, request, reply) => {
    const { status, ...body } = errorBody(error)
    if (status >= 500) request.log.error({ err: error }, 'request failed')
    else if (body.error === 'The sync server cannot store that value.')
      request.log.warn({ err: error }, 'input the schemas let through')
    void reply.status(status).send(body)
  })
  // The app may be served from another origin than the sync server; tokens travel in a header.
  await app.register(cors, {
    origin: true,
    methods: ['GET', 'POST', 'DELETE'],
    allowedHeaders: ['authorization', 'content-type'],
  })
  await app.register(rateLimit, { global: false })

  const authed = async (request: FastifyRequest) => {
    const token = bearerToken(request)
    const accountId = await accountForToken(sql, token)
    if (!accountId) throw new HttpError(401, 'Your sync session has ended. Sign in again.')
    return { accountId, token }
  }

  // Every route comes from the contract's sync map (src/contract/sync-endpoints.ts): its schemas
  // parse the input before the handler (and the token's lookup) runs.
  syncRoute(app, 'GET /sync/v1/health', {}, () => ({ ok: true }))

  syncRoute(
    app,
    'POST /sync/v1/accounts',
    { config: { rateLimit: { max: options.accountsPerHour ?? 20, timeWindow: '1 hour' } } },
    async ({ body: { email, password } }) => {
      const session = await createAccount(sql, email, password)
      if (session === 'taken') throw new HttpError(409, 'That email already has a sync account.')
      return session
    },
  )

  syncRoute(
    app,
    'POST /sync/v1/sessions',
    {
      config: {
        rateLimit: {
          max: options.signInLimit ?? 10,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => {
            const email = (request.body as { email?: unknown } | undefined)?.email
            return `${request.ip}:${typeof email === 'string' ? email.trim().toLowerCase() : ''}`
          },
        },
      },
    },
    async ({ body: { email, password } }) => {
      const session = await signIn(sql, email, password)
      if (!session) throw new HttpError(401, 'Email or password is not right.')
      return session
    },
  )

  syncRoute(app, 'DELETE /sync/v1/sessions', {}, async (_input, request) => {
    const { token } = await authed(request)
    await revokeSession(sql, token)
  })

  syncRoute(app, 'POST /sync/v1/push', {}, async ({ body: { changes } }, request) => {
    const { accountId } = await authed(request)
    return appendChanges(sql, accountId, changes)
  })

  syncRoute(app, 'GET /sync/v1/pull', {}, async ({ query: { after, limit } }, request) => {
    const { accountId } = await authed(request)
    return changesAfter(sql, accountId, after, limit)
  })

  if (options.staticDir) await serveApp(app, options.staticDir)
  return app
}
