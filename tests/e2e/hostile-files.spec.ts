import { expect, test, type Page } from '@playwright/test'
import { docxBomb, pdfTextBomb } from '../../src/documents/testing/hostile-files'
import { resumeInput } from './support-diagnostic'

/**
 * Issue 13, item 2 (brief item 5): a DOCX zip bomb and a PDF text bomb give a clear error within
 * 5 s, and the page stays responsive meanwhile (reading runs in a terminable Web Worker). Reports
 * the longest main-thread task and the longest timer delay seen during each hostile parse.
 */
test.use({ serviceWorkers: 'block' })

const bombs = [
  {
    name: 'resume.docx',
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    bytes: () => docxBomb(100),
  },
  { name: 'resume.pdf', type: 'application/pdf', bytes: () => pdfTextBomb(150) },
]

/** Uploads through the in-page API while timing the page's own thread. */
async function hostileUpload(page: Page, file: { name: string; type: string; data: number[] }) {
  return page.evaluate(async ({ name, type, data }) => {
    let longestTask = 0
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longestTask = Math.max(longestTask, entry.duration)
    })
    observer.observe({ type: 'longtask', buffered: false })
    let last = performance.now()
    let longestGap = 0
    const ticker = setInterval(() => {
      const now = performance.now()
      longestGap = Math.max(longestGap, now - last)
      last = now
    }, 20)
    const form = new FormData()
    form.set('resume', new File([new Uint8Array(data)], name, { type }))
    const started = performance.now()
    const res = await fetch('/api/resume/upload', {
      method: 'POST',
      body: form,
      headers: { 'x-guest-session': 'guest-1700000000000-7' },
    })
    const elapsed = performance.now() - started
    clearInterval(ticker)
    observer.disconnect()
    const body = (await res.json()) as { message?: string }
    return { status: res.status, message: body.message ?? '', elapsed, longestTask, longestGap }
  }, file)
}

test('DOCX and PDF bombs: a clear error within 5 s, the page responsive throughout', async ({
  page,
}) => {
  await page.goto('/resume-upload')
  await expect(resumeInput(page)).toBeAttached()
  for (const bomb of bombs) {
    const bytes = bomb.bytes()
    const result = await hostileUpload(page, { name: bomb.name, type: bomb.type, data: [...bytes] })
    console.log(
      `[hostile-files] ${bomb.name} (${String(Math.round(bytes.length / 1024))} KB): ` +
        `${String(result.status)} in ${String(Math.round(result.elapsed))} ms, longest main-thread ` +
        `task ${String(Math.round(result.longestTask))} ms, longest timer gap ${String(Math.round(result.longestGap))} ms: ${result.message}`,
    )
    expect(result.status).toBeGreaterThanOrEqual(400)
    expect(result.message).toMatch(/took too long|far more than a resume/)
    expect(result.elapsed).toBeLessThan(5000)
    expect(result.longestGap).toBeLessThan(500)
  }

  // Through the page itself: while the bomb is read the page answers at once, then the error shows.
  const bytes = pdfTextBomb(150)
  const started = Date.now()
  await resumeInput(page).setInputFiles({
    name: 'resume.pdf',
    mimeType: 'application/pdf',
    buffer: bytes,
  })
  await expect(page.getByText('Reading resume.pdf on this device...')).toBeVisible()
  const roundTrip = await page.evaluate(async () => {
    const asked = performance.now()
    await new Promise(requestAnimationFrame)
    return performance.now() - asked
  })
  expect(roundTrip).toBeLessThan(500)
  await expect(page.getByText('Upload failed. Try again.')).toBeVisible({ timeout: 5000 })
  expect(Date.now() - started).toBeLessThan(5000)
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(resumeInput(page)).toBeAttached()
})
