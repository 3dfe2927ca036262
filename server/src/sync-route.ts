import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify'
import type { ZodType } from 'zod'
import {
  syncEndpoints,
  type SyncEndpoint,
  type SyncEndpointInput,
  type SyncEndpointKey,
  type SyncEndpointResponse,
} from '@/contract/sync-endpoints'

/** Throws zod's error (a 400 naming the field, app.ts) or returns the parsed value. */
function parse(schema: ZodType, value: unknown): unknown {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  throw result.error
}

type Handler<K extends SyncEndpointKey> = (
  input: SyncEndpointInput<K>,
  request: FastifyRequest,
) => SyncEndpointResponse<K> | Promise<SyncEndpointResponse<K>>

/**
 * Registers one endpoint of the contract's sync map: method and path from its key, the body and
 * query parsed with its schemas before the handler runs (bad input never reaches PostgreSQL and
 * is a 400 whoever sends it), the answer typed by its response schema and sent with its status.
 */
export function syncRoute<K extends SyncEndpointKey>(
  app: FastifyInstance,
  key: K,
  options: RouteShorthandOptions,
  handler: Handler<K>,
): void {
  const entry: SyncEndpoint = syncEndpoints[key]
  const space = key.indexOf(' ')
  app.route({
    ...options,
    method: key.slice(0, space),
    url: key.slice(space + 1),
    handler: async (request, reply) => {
      const input = {
        body: entry.body ? parse(entry.body, request.body) : undefined,
        query: entry.query ? parse(entry.query, request.query) : undefined,
      } as SyncEndpointInput<K>
      const result = await handler(input, request)
      if (entry.status === 204) return reply.status(204).send()
      return reply.status(entry.status ?? 200).send(result)
    },
  })
}
