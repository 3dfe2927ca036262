import { expect, test, type Page } from '@playwright/test'
import { beckyBubbles, openWidget } from './support-coach'
import { useFakeModel } from './support-model'
import { resumeFixture, resumeInput } from './support-diagnostic'
import { goOffline, visitOnce } from './support-pwa'

/** Opens Becky, opts into the on-device model and waits for Ready; returns the chat panel. */
async function downloadFakeModel(page: Page) {
  const panel = await openWidget(page)
  await panel.getByRole('button', { name: 'On-device AI' }).click()
  await panel.getByRole('button', { name: 'Download' }).click()
  await expect(panel.getByText('Ready', { exact: true })).toBeVisible()
  return panel
}

test.describe('on-device model (fake engine in the real worker protocol)', () => {
  test('a failure after Ready moves the panel to an error with the reason, and the offline coach answers with a note', async ({
    page,
    context,
  }) => {
    await useFakeModel(page, context)
    await page.goto('/')
    const panel = await downloadFakeModel(page)
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
    let panel = await downloadFakeModel(page)

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

test('a ready model suggests what the resume reader missed; the user adds it and it is saved', async ({
  page,
  context,
}) => {
  await useFakeModel(page, context)
  await page.goto('/')
  await downloadFakeModel(page)

  await page.goto('/resume-upload')
  await resumeInput(page).setInputFiles(resumeFixture('sdr-single-column.pdf'))
  const offer = page.getByRole('region', { name: 'Suggested by the on-device model' })
  await expect(offer).toContainText('found 1 skill and 1 achievement the reader missed')
  const skills = page.getByRole('region', { name: 'Skills' })
  await expect(skills.getByText('Gong call reviews')).toHaveCount(0)

  await offer.getByRole('button', { name: 'Add to my details' }).click()
  await expect(offer).toContainText('Added from the on-device model')
  await expect(skills.getByText('Gong call reviews')).toBeVisible()
  // The parser's own role stands: the model only fills what was empty.
  await expect(page.getByLabel('Current role')).toHaveValue(
    'Senior Sales Development Representative',
  )
  await page.getByRole('button', { name: 'Save corrections' }).click()
  await expect(page.getByText('Corrections saved on this device.')).toBeVisible()
  // Saved on the device: a reload shows the stored insights with the added items.
  await page.reload()
  await expect(page.getByText('Added earlier on this device')).toBeVisible()
  await expect(skills.getByText('Gong call reviews')).toBeVisible()
  await expect(offer).toHaveCount(0)
})
