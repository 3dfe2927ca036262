import type { z } from 'zod'
import { endpointSchemas, queryObject, type EndpointKey } from '@/contract'
import { ServiceError } from '@/services'

type QueryKey = {
  [K in EndpointKey]: (typeof endpointSchemas)[K] extends { query: z.ZodType } ? K : never
}[EndpointKey]

type QueryOf<K extends QueryKey> = (typeof endpointSchemas)[K] extends { query: infer Q }
  ? Q extends z.ZodType
    ? z.output<Q>
    : never
  : never

/**
 * An endpoint's query string, checked with its schema from src/contract/endpoint-schemas.ts (the
 * one the client's `api()` is typed by); a bad value is a 400 with the schema's message.
 */
export function readQuery<K extends QueryKey>(key: K, url: URL): QueryOf<K> {
  const schema: z.ZodType = endpointSchemas[key].query
  const parsed = schema.safeParse(queryObject(url))
  if (!parsed.success) {
    throw new ServiceError(400, parsed.error.issues[0]?.message ?? 'The query is not valid')
  }
  return parsed.data as QueryOf<K>
}
