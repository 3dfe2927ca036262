import { createHash, randomBytes, randomUUID } from 'node:crypto'
import type { Sql } from 'postgres'
import { hashPassword, verifyPassword } from './passwords'

/** A session lasts 30 days; a device that syncs signs in again after that. */
const sessionDays = 30

export interface Session {
  token: string
  userId: string
}

function tokenHash(token: string): Buffer {
  return createHash('sha256').update(token).digest()
}

async function openSession(sql: Sql, accountId: string): Promise<Session> {
  const token = randomBytes(32).toString('base64url')
  await sql`insert into sessions (token_hash, account_id, expires_at)
    values (${tokenHash(token)}, ${accountId}, now() + make_interval(days => ${sessionDays}))`
  return { token, userId: accountId }
}

/** A new account and its first session, or 'taken' when the email already has one. */
export async function createAccount(
  sql: Sql,
  email: string,
  password: string,
): Promise<Session | 'taken'> {
  const id = randomUUID()
  const hash = await hashPassword(password)
  const rows = await sql`insert into accounts (id, email, password_hash)
    values (${id}, ${email}, ${hash}) on conflict (email) do nothing returning id`
  if (rows.length === 0) return 'taken'
  return openSession(sql, id)
}

/** Checks the password the same slow way whether or not the email exists. */
const decoyHash = hashPassword(randomBytes(16).toString('hex'))

export async function signIn(sql: Sql, email: string, password: string): Promise<Session | null> {
  const [account] = await sql<{ id: string; password_hash: string }[]>`
    select id, password_hash from accounts where email = ${email}`
  const ok = await verifyPassword(password, account?.password_hash ?? (await decoyHash))
  return account && ok ? openSession(sql, account.id) : null
}

/** The account a bearer token belongs to, if the session exists and has not expired. */
export async function accountForToken(sql: Sql, token: string): Promise<string | null> {
  const [row] = await sql<{ account_id: string }[]>`
    select account_id from sessions where token_hash = ${tokenHash(token)} and expires_at > now()`
  return row?.account_id ?? null
}

export async function revokeSession(sql: Sql, token: string): Promise<void> {
  await sql`delete from sessions where token_hash = ${tokenHash(token)}`
}
