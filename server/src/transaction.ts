import type { ReservedSql, Sql } from 'postgres'

/**
 * A transaction on a reserved connection. postgres.js 3.4.9's `sql.begin` can send BEGIN without
 * reserving the connection when BEGIN lands on a full pipeline (porsager/postgres#1189, #823): the
 * load test hit it as UNSAFE_TRANSACTION once in 4,000 pushes. Reserving first, then BEGIN, keeps
 * every statement of a push on one connection.
 */
export async function inTransaction<T>(
  sql: Sql,
  work: (tx: ReservedSql) => Promise<T>,
): Promise<T> {
  const tx = await sql.reserve()
  try {
    await tx`begin`
    try {
      const result = await work(tx)
      await tx`commit`
      return result
    } catch (error) {
      await tx`rollback`
      throw error
    }
  } finally {
    tx.release()
  }
}
