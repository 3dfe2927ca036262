import 'fake-indexeddb/auto'
import { createChatRepository, SalesPathDatabase, type ChatMessageRow } from '../../src/data'
import type { BenchRow } from './coach.bench'

/**
 * Issue 13, item 5: one account with 20,000 chat messages. Times the history window a screen opens
 * on (50 newest), a page further back, and the coach's own read of its last turns, against the
 * whole-history read the app did before. Seeded and clock-free: the rows are the same every run.
 */

const messageCount = 20_000
const owner = 'u:bench-user'
const budgetMs = 50
const rounds = 20

function seededRows(): Omit<ChatMessageRow, 'id'>[] {
  const start = Date.parse('2025-03-01T08:00:00.000Z')
  return Array.from({ length: messageCount }, (_, i) => ({
    ownerKey: owner,
    channel: 'coaching' as const,
    role: i % 2 === 0 ? ('user' as const) : ('assistant' as const),
    content: `Message ${String(i)}: how do I prepare for my next discovery call?`,
    createdAt: new Date(start + i * 60_000).toISOString(),
  }))
}

async function timed(rounds: number, task: () => Promise<unknown>) {
  const samples: number[] = []
  for (let i = 0; i < rounds; i += 1) {
    const start = performance.now()
    await task()
    samples.push(performance.now() - start)
  }
  samples.sort((a, b) => a - b)
  return { runs: rounds, medianMs: samples[Math.floor(rounds / 2)] ?? Number.NaN }
}

export async function run(): Promise<BenchRow[]> {
  const db = new SalesPathDatabase(`bench-chat-${String(messageCount)}`)
  await db.chatMessages.clear()
  await db.chatMessages.bulkAdd(seededRows())
  const chats = createChatRepository(db)
  const middle = Math.floor(messageCount / 2)
  const rows: BenchRow[] = [
    {
      name: 'chat: newest 50 of 20,000 messages',
      ...(await timed(rounds, () => chats.page(owner, 'coaching', { limit: 50 }))),
      budgetMs,
    },
    {
      name: 'chat: 50 before the middle of 20,000',
      ...(await timed(rounds, () => chats.page(owner, 'coaching', { before: middle, limit: 50 }))),
      budgetMs,
    },
    {
      name: 'chat: whole history of 20,000 (before windows)',
      ...(await timed(3, () =>
        db.chatMessages.where('[ownerKey+channel]').equals([owner, 'coaching']).sortBy('id'),
      )),
    },
  ]
  db.close()
  return rows
}
