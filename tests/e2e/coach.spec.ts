import { expect, test } from '@playwright/test'
import {
  beckyBubbles,
  coachAccount,
  openWidget,
  trackDialogs,
  userBubbles,
  widgetButton,
} from './support-coach'

const notSupported = 'On-device AI is not supported here'

test.describe('landing chat widget', () => {
  test('opens with the greeting, sends a trimmed message and shows Becky’s reply', async ({
    page,
  }) => {
    await page.goto('/')
    const panel = await openWidget(page)
    await expect(panel.getByText('Your AI Career Coach')).toBeVisible()
    const log = panel.getByRole('list', { name: 'Conversation with Becky' })
    await expect(beckyBubbles(log).first()).toContainText(
      "Hi! I'm Becky 👋 What would you like to explore?",
    )
    const input = panel.getByRole('textbox', { name: 'Message Becky' })
    await expect(input).toBeFocused()
    await expect(input).toHaveAttribute('placeholder', 'Ask me anything about your career...')
    const send = panel.getByRole('button', { name: 'Send message' })
    await expect(send).toBeDisabled()
    await input.fill('   ')
    await expect(send).toBeDisabled()
    await input.fill('  How do I get promoted from SDR to AE?  ')
    await send.click()
    await expect(userBubbles(log)).toHaveCount(1)
    await expect(userBubbles(log).first()).toHaveText(
      'You said:How do I get promoted from SDR to AE?',
    )
    await expect(beckyBubbles(log)).toHaveCount(2)
    await expect(beckyBubbles(log).nth(1)).toContainText('Account Executive')
    await expect(input).toHaveValue('')
    await expect(input).toBeFocused()

    // A clarifying question's readings are one tap away, and the tap answers on that reading.
    await input.fill('I dread making calls every morning')
    await send.click()
    const readings = panel.getByRole('group', { name: 'Pick what you mean' })
    // The two readers' top readings, the rules' first: two or three of them.
    await expect(readings.getByRole('button').first()).toHaveText('burnout')
    await expect(readings.getByRole('button', { name: 'nerves about cold calling' })).toBeVisible()
    await readings.getByRole('button', { name: 'nerves about cold calling' }).click()
    await expect(userBubbles(log).last()).toHaveText('You said:nerves about cold calling')
    await expect(beckyBubbles(log)).toHaveCount(4)
    await expect(beckyBubbles(log).last()).toContainText('Cold-call nerves fade')
    await expect(readings).toHaveCount(0)
  })

  test('an empty message is never sent', async ({ page }) => {
    await page.goto('/')
    const requests: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/api/chat/becky')) requests.push(r.url())
    })
    const panel = await openWidget(page)
    const input = panel.getByRole('textbox', { name: 'Message Becky' })
    await input.fill('  ')
    await input.press('Enter')
    await expect(panel.getByRole('button', { name: 'Send message' })).toBeDisabled()
    await expect(userBubbles(panel.getByRole('list'))).toHaveCount(0)
    expect(requests).toEqual([])
  })

  test('shows an HTML/script payload as text and never runs it', async ({ page }) => {
    const dialogs = trackDialogs(page)
    await page.goto('/')
    const panel = await openWidget(page)
    const payload = '<img src=x onerror=alert(1)>'
    await panel.getByRole('textbox', { name: 'Message Becky' }).fill(payload)
    await panel.getByRole('button', { name: 'Send message' }).click()
    const log = panel.getByRole('list', { name: 'Conversation with Becky' })
    await expect(userBubbles(log).first()).toContainText(payload)
    await expect(beckyBubbles(log)).toHaveCount(2)
    // No element carries the handler, so nothing can run later either: no need to wait and see.
    await expect(log.locator('img')).toHaveCount(0)
    await expect(page.locator('[onerror]')).toHaveCount(0)
    expect(dialogs.fired).toEqual([])
  })

  test('Escape closes the panel, refocuses its button, keeps the draft', async ({ page }) => {
    await page.goto('/')
    const panel = await openWidget(page)
    const input = panel.getByRole('textbox', { name: 'Message Becky' })
    await input.fill('How do I ask for')
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(widgetButton(page)).toBeFocused()
    await openWidget(page)
    await expect(input).toHaveValue('How do I ask for')
  })

  test('fills the screen at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/')
    const panel = await openWidget(page)
    const box = await panel.boundingBox()
    expect(box).toEqual({ x: 0, y: 0, width: 375, height: 740 })
    await expect(panel.getByRole('button', { name: 'Close chat' })).toBeVisible()
    await panel.getByRole('button', { name: 'Close chat' }).click()
    await expect(panel).toBeHidden()
  })

  test('the On-device AI panel says it is not supported here, and the chat still answers', async ({
    page,
  }) => {
    await page.goto('/')
    const panel = await openWidget(page)
    await panel.getByRole('button', { name: 'On-device AI' }).click()
    await expect(panel.getByRole('heading', { name: 'On-device AI' })).toBeVisible()
    await expect(panel.getByText(notSupported)).toBeVisible()
    await expect(
      panel.getByText("Becky's offline coach keeps working.", { exact: false }),
    ).toBeVisible()
    await expect(panel.getByRole('button', { name: 'Download' })).toHaveCount(0)
    await panel.getByRole('button', { name: 'Back to the chat' }).click()
    await panel.getByRole('textbox', { name: 'Message Becky' }).fill('How do I handle objections?')
    await panel.getByRole('textbox', { name: 'Message Becky' }).press('Enter')
    await expect(beckyBubbles(panel.getByRole('list'))).toHaveCount(2)
  })
})

test.describe('agent demo', () => {
  test('starter chips, Enter/Shift+Enter, Generate Plan and a memory panel that learns', async ({
    page,
  }) => {
    await coachAccount(page, { diagnostic: true })
    await page.goto('/agent-demo')
    const log = page.getByRole('list', { name: 'Coaching conversation' })
    await expect(beckyBubbles(log).first()).toContainText('Hi Riley!')
    // The memory is shown once, beside the chat.
    const memory = page.getByRole('region', { name: 'What Becky remembers' })
    await expect(page.getByRole('region', { name: 'Memory' })).toHaveCount(0)
    const insights = memory.getByRole('region', { name: 'Key insights' })
    await expect(insights.getByText('Nothing remembered.')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Agent System' })).toContainText(
      '7 Habits Framework',
    )

    await page.getByRole('button', { name: 'SDR to AE path' }).click()
    await expect(beckyBubbles(log)).toHaveCount(2)
    // Memory keeps what the person said about themselves, never the topic a chip was routed to.
    await expect(insights.getByText('Nothing remembered.')).toBeVisible()
    await page
      .getByRole('textbox', { name: 'Message Becky' })
      .fill('I am an SDR at a fintech startup')
    await page.getByRole('textbox', { name: 'Message Becky' }).press('Enter')
    await expect(beckyBubbles(log)).toHaveCount(3)
    await expect(insights.getByText('Nothing remembered.')).toBeHidden()
    await expect(insights.getByRole('listitem')).toHaveCount(1)

    const box = page.getByRole('textbox', { name: 'Message Becky' })
    await box.fill('First line')
    await box.press('Shift+Enter')
    await box.pressSequentially('second line')
    await expect(box).toHaveValue('First line\nsecond line')
    await box.press('Enter')
    await expect(userBubbles(log)).toHaveCount(3)
    await expect(beckyBubbles(log)).toHaveCount(4)

    await page.getByRole('button', { name: 'Generate Plan' }).click()
    await expect(beckyBubbles(log)).toHaveCount(5)
    await expect(beckyBubbles(log).last()).toContainText('Your top match is')
    await expect(beckyBubbles(log).last()).toContainText('Phase 1')
  })

  test('a five-turn conversation with follow-ups stays on thread and memory shows what was learned', async ({
    page,
  }) => {
    await coachAccount(page, { diagnostic: true })
    await page.goto('/agent-demo')
    const log = page.getByRole('list', { name: 'Coaching conversation' })
    await expect(beckyBubbles(log)).toHaveCount(1)
    const box = page.getByRole('textbox', { name: 'Message Becky' })
    const turns: readonly (readonly [string, RegExp])[] = [
      [
        'My manager keeps pushing my AE promotion back every quarter, what should I do?',
        /passed over/,
      ],
      ['why?', /Because /],
      ['how long will that take?', /passed over for promotion/],
      ["ok I'll ask my manager for the promotion criteria on Friday", /good plan/i],
      [
        'what should I do this week?',
        /Do what you planned: ask your manager for the promotion criteria/,
      ],
    ]
    for (const [index, [message, expected]] of turns.entries()) {
      await box.fill(message)
      await box.press('Enter')
      await expect(beckyBubbles(log)).toHaveCount(index + 2)
      await expect(beckyBubbles(log).last()).toContainText(expected)
    }
    await expect(beckyBubbles(log).last()).not.toContainText('not sure I can help')
    const memory = page.getByRole('region', { name: 'What Becky remembers' })
    await expect(memory).toContainText(
      'Planned: ask your manager for the promotion criteria on Friday',
    )
    await expect(memory).not.toContainText('Goal:')
    await expect(memory).not.toContainText('Asked:')

    // Asking to rehearse leads into the practice room, on the call that was named.
    await box.fill("let's practise a cold call")
    await box.press('Enter')
    await expect(beckyBubbles(log)).toHaveCount(7)
    await page.getByRole('link', { name: /Practise it now: Cold call/ }).click()
    await expect(page).toHaveURL(/\/practice\?scenario=cold-call-opener/)
    await expect(page.getByRole('heading', { level: 2, name: /Cold call/ })).toBeVisible()
  })

  test('what Becky remembers: edit, delete, forget everything and clear the chat', async ({
    page,
  }) => {
    await coachAccount(page, { diagnostic: true })
    await page.goto('/agent-demo')
    const log = page.getByRole('list', { name: 'Coaching conversation' })
    await page.getByRole('button', { name: 'Salary Negotiation' }).click()
    await expect(beckyBubbles(log)).toHaveCount(2)
    // A plan the person states is what memory keeps.
    const box = page.getByRole('textbox', { name: 'Message Becky' })
    await box.fill('I will ask my manager for a raise on Friday')
    await box.press('Enter')
    await expect(beckyBubbles(log)).toHaveCount(3)

    const manager = page.getByRole('region', { name: 'What Becky remembers' })
    const strengths = manager.getByRole('region', { name: 'Strengths' })
    const firstEdit = strengths.getByRole('button', { name: /^Edit strength:/ }).first()
    await firstEdit.click()
    const field = manager.getByRole('textbox', { name: 'Edit strength' })
    await field.fill('Storytelling with numbers')
    await manager.getByRole('button', { name: 'Save' }).click()
    await expect(strengths.getByText('Storytelling with numbers')).toBeVisible()

    const insights = manager.getByRole('region', { name: 'Key insights' })
    await expect(insights.getByRole('listitem')).toHaveCount(1)
    await insights.getByRole('button', { name: /^Delete insight:/ }).click()
    await expect(insights.getByText('Nothing remembered.')).toBeVisible()

    // Edits survive the next reply.
    await page
      .getByRole('textbox', { name: 'Message Becky' })
      .fill('How do I prepare for a mock interview?')
    await page.getByRole('textbox', { name: 'Message Becky' }).press('Enter')
    // Three replies were there before; the fourth is the answer to this message.
    await expect(beckyBubbles(log)).toHaveCount(4)
    await expect(strengths.getByText('Storytelling with numbers')).toBeVisible()

    await manager.getByRole('button', { name: 'Forget everything' }).click()
    const confirm = page.getByRole('dialog', { name: 'Forget everything Becky remembers?' })
    await confirm.getByRole('button', { name: 'Forget everything' }).click()
    await expect(confirm).toBeHidden()
    await expect(strengths.getByText('Nothing remembered.')).toBeVisible()

    await manager.getByRole('button', { name: 'Clear chat history' }).click()
    const clear = page.getByRole('dialog', { name: 'Clear your chat history?' })
    await clear.getByRole('button', { name: 'Clear chat history' }).click()
    await expect(clear).toBeHidden()
    await expect(userBubbles(log)).toHaveCount(0)
    await page.reload()
    // A reload reopens the device database on a busy machine: allow it more time.
    await expect(
      beckyBubbles(page.getByRole('list', { name: 'Coaching conversation' })),
    ).toHaveCount(1, { timeout: 20_000 })
  })

  test('the conversation is kept across visits, and on-device AI reports not supported here', async ({
    page,
  }) => {
    await coachAccount(page, { diagnostic: false })
    await page.goto('/agent-demo')
    const panel = page.getByRole('region', { name: 'On-device AI' })
    await expect(panel.getByText(notSupported)).toBeVisible()
    await page.getByRole('button', { name: 'Career Pivot' }).click()
    const log = page.getByRole('list', { name: 'Coaching conversation' })
    await expect(beckyBubbles(log)).toHaveCount(2)
    await page.getByRole('button', { name: 'Generate Plan' }).click()
    await expect(beckyBubbles(log).last()).toContainText('I need your diagnostic answers')
    // A half-typed message survives moving to another screen and back (kept in memory only).
    const input = page.getByRole('textbox', { name: 'Message Becky' })
    await input.fill('Draft about my PIP')
    await page.getByRole('link', { name: 'Dashboard' }).first().click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.goBack()
    await expect(input).toHaveValue('Draft about my PIP')
    await page.reload()
    await expect(input).toHaveValue('')
    await expect(
      userBubbles(page.getByRole('list', { name: 'Coaching conversation' })),
    ).toHaveCount(1, { timeout: 20_000 })
  })
})
