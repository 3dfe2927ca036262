import { expect, test, type Locator } from '@playwright/test'
import { beckyBubbles, openWidget } from './support-coach'

/** Issue 30: whole conversations in the landing widget, on the production build's offline coach. */

async function say(panel: Locator, text: string, turn: number): Promise<string> {
  const log = panel.getByRole('list', { name: 'Conversation with Becky' })
  await panel.getByRole('textbox', { name: 'Message Becky' }).fill(text)
  await panel.getByRole('button', { name: 'Send message' }).click()
  // The greeting is bubble 0; reply n is bubble n.
  const reply = beckyBubbles(log).nth(turn)
  await expect(reply).toBeVisible()
  return (await reply.innerText()).trim()
}

test('a distress conversation stays with the person, never repeats itself and offers no paid step', async ({
  page,
}) => {
  await page.goto('/')
  const panel = await openWidget(page)
  const replies = [
    await say(
      panel,
      "I can't do this anymore. Missed quota three quarters in a row and I feel like a complete failure",
      1,
    ),
    await say(panel, "I haven't slept properly in weeks", 2),
    await say(panel, 'my manager said maybe sales just isnt for me', 3),
    await say(panel, 'so what should I do?', 4),
  ]
  for (const reply of replies)
    expect(reply).not.toMatch(/credits|unlock|gap.to.quota|work backwards/i)
  expect(replies[1]).toMatch(/sleep/i)
  expect(replies.join('\n')).toMatch(/doctor|counsellor|assistance/i)
  const sentences = replies.flatMap((r) =>
    r.split(/(?<=[.!?])\s+|\n+/).filter((s) => s.trim().length >= 25),
  )
  expect(new Set(sentences).size).toBe(sentences.length)
  // "So what should I do?" stays with the person; a practical question of their own moves on.
  expect(replies[3]).toMatch(/sleep|talk|doctor|trust|small|today|week/i)
  const movedOn = await say(
    panel,
    'ok, back to work stuff. how do I ask my manager what it takes to get promoted?',
    5,
  )
  expect(movedOn).toMatch(/criteria/i)
  expect(movedOn).not.toMatch(/988|doctor/i)
})

test('a pasted cold email, then a pitch, come back reviewed with their own lines quoted, and rewritten on request', async ({
  page,
}) => {
  await page.goto('/')
  const panel = await openWidget(page)
  const reply = await say(
    panel,
    'review my email: Subject: Quick question\n\nHi Dana,\n\nI hope this finds you well. We are the leading platform for synergy and we help companies like yours. Would you be open to a call sometime?\n\nThanks,\nSam',
    1,
  )
  expect(reply).toMatch(/I hope this finds you well/)
  expect(reply).toMatch(/Review my text/i)
  // A pitch pasted next is reviewed as the pitch the ask names, quoting its own line.
  const pitch = await say(
    panel,
    'review my pitch: Hi Dana, this is Sam from Acme. We are the leading AI platform for revenue teams and we help companies like yours grow faster. Do you have 30 minutes this week for a demo?',
    2,
  )
  expect(pitch).toMatch(/elevator pitch/)
  expect(pitch).toMatch(/leading AI platform for revenue teams/)
  // "Rewrite it" gives the pitch back with the fixes in place, not a card about demos.
  const rewrite = await say(panel, 'can you rewrite it', 3)
  expect(rewrite).toMatch(/Here it is with the fixes in place/)
  expect(rewrite).toMatch(/Hi Dana, this is Sam from Acme\. We are the AI platform/)
})
