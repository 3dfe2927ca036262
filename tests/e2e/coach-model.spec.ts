import { expect, test } from '@playwright/test'
import { beckyBubbles, openWidget } from './support-coach'
import { useFakeModel } from './support-model'
import { goOffline, visitOnce } from './support-pwa'

test.describe('on-device model (fake engine in the real worker protocol)', () => {
  test('a failure after Ready moves the panel to an error with the reason, and the offline coach answers with a note', async ({
    page,
    context,
  }) => {
    await useFakeModel(page, context)
    await page.goto('/')
    const panel = await openWidget(page)
    await panel.getByRole('button', { name: 'On-device AI' }).click()
    await panel.getByRole('button', { name: 'Download' }).click()
    await expect(panel.getByText('Ready', { exact: true })).toBeVisible()
    await panel.getByRole('button', { name: 'Back to the chat' }).click()
    const input = panel.getByRole('textbox', { name: 'Message Becky' })
    await input.fill('How do I handle objections?')
    await input.press('Enter')
    const log = panel.getByRole('list')
    await expect(beckyBubbles(log).nth(1)).toContainText('Fake model answer.')

    await input.fill('How do I handle objections? break the model')
    await input.press('Enter')
    const broken = beckyBubbles(log).nth(2)
    await expect(broken).toContainText('the text above is unfinished')
    await expect(broken).toContainText('Next step:')
    // The partial text is its own paragraph, never run into the offline answer.
    await expect(broken.getByText('Half a thought', { exact: true })).toBeVisible()

    await panel.getByRole('button', { name: 'On-device AI' }).click()
    await expect(panel.getByText('On-device AI stopped')).toBeVisible()
    await expect(panel.getByText('GPU device lost', { exact: false })).toBeVisible()
    await expect(panel.getByRole('button', { name: 'Try again' })).toBeVisible()
  })

  test('after opting in, an offline reload still loads the model worker from this device', async ({
    page,
    context,
  }) => {
    await useFakeModel(page, context)
    await visitOnce(page, '/')
    let panel = await openWidget(page)
    await panel.getByRole('button', { name: 'On-device AI' }).click()
    await panel.getByRole('button', { name: 'Download' }).click()
    await expect(panel.getByText('Ready', { exact: true })).toBeVisible()

    // From here only the service worker can serve the worker chunk: the fake is no longer routed.
    await context.unrouteAll()
    await goOffline(page, context)
    await page.reload()
    panel = await openWidget(page)
    await panel.getByRole('button', { name: 'On-device AI' }).click()
    await expect(panel.getByText('Ready', { exact: true })).toBeVisible()
    await panel.getByRole('button', { name: 'Back to the chat' }).click()
    const input = panel.getByRole('textbox', { name: 'Message Becky' })
    await input.fill('How do I prepare for discovery?')
    await input.press('Enter')
    await expect(beckyBubbles(panel.getByRole('list')).nth(1)).toContainText('Fake model answer.')
  })
})
