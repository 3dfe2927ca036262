import { expect, test, type Page } from '@playwright/test'
import { apiGet, signUpViaApi, uniqueEmail } from './support'
import { answerAboutYou } from './support-diagnostic'
import {
  authDialog,
  existingSignedOutAccount,
  expectAuthDialogOpen,
  mainNav,
  openLanding,
  recordApiCalls,
  submitAuthModal,
  toastWithTitle,
  withoutServiceWorker,
} from './support-landing'

test.use(withoutServiceWorker)

async function openSignUpModal(page: Page) {
  await mainNav(page).getByRole('button', { name: 'Sign In' }).click()
  await authDialog(page).getByRole('button', { name: 'Create an account' }).click()
  await expectAuthDialogOpen(page, 'Create your free account')
}

test.describe('landing sign-in/sign-up modal', () => {
  test('a short password is refused once, inline, and sends no request', async ({ page }) => {
    const network: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) network.push(request.url())
    })
    await openLanding(page)
    const apiCalls = await recordApiCalls(page)
    await openSignUpModal(page)
    await expect(authDialog(page).getByLabel('Password', { exact: true })).toHaveAttribute(
      'placeholder',
      'Min 6 characters',
    )
    await submitAuthModal(page, uniqueEmail('short'), 'abc12')

    await expect(authDialog(page).getByRole('alert')).toHaveText(
      'Password must be at least 6 characters long',
    )
    // One message per failure: no toast repeats it.
    await expect(page.getByText('Password must be at least 6 characters long')).toHaveCount(1)
    await expect(authDialog(page).getByLabel('Email')).toBeVisible()
    expect(await apiCalls()).toEqual([])
    expect(network).toEqual([])

    // The inline error clears on the next edit.
    await authDialog(page).getByLabel('Password', { exact: true }).press('6')
    await expect(authDialog(page).getByRole('alert')).toHaveCount(0)
  })

  test('signing up with a taken email shows the server message', async ({ page }) => {
    await openLanding(page)
    const { email } = await existingSignedOutAccount(page)
    await page.reload()
    await openSignUpModal(page)
    await submitAuthModal(page, email, 'another-secret')

    const message = 'An account with this email already exists. Sign in instead.'
    await expect(authDialog(page).getByRole('alert')).toHaveText(message)
    await expect(page.getByText(message)).toHaveCount(1)
    await expect(toastWithTitle(page, 'Authentication Error')).toHaveCount(0)
    await expect(page).toHaveURL(/\/$/)
  })

  test('a new account opens the dashboard, signed in', async ({ page }) => {
    await openLanding(page)
    const apiCalls = await recordApiCalls(page)
    await openSignUpModal(page)
    const email = uniqueEmail('new')
    await submitAuthModal(page, email, 'secret123')
    await expect(page).toHaveURL(/\/dashboard$/)
    const toast = toastWithTitle(page, 'Success!')
    await expect(toast).toContainText('Account created successfully')
    // A new account is welcomed, not welcomed back.
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome, Sam\b/ })).toBeVisible()
    await expect(authDialog(page)).toHaveCount(0)
    expect((await apiCalls()).filter((call) => call.startsWith('POST /api/auth/'))).toEqual([
      'POST /api/auth/signup',
    ])
    const me = await apiGet<{ email: string }>(page, '/api/auth/user')
    expect(me.json.email).toBe(email)
  })

  test('an existing account signs in; a wrong password is refused', async ({ page }) => {
    await openLanding(page)
    const { email, password } = await existingSignedOutAccount(page)
    await page.reload()
    await mainNav(page).getByRole('button', { name: 'Sign In' }).click()
    await expectAuthDialogOpen(page, 'Welcome Back')

    await submitAuthModal(page, email, 'wrong-password')
    await expect(authDialog(page).getByRole('alert')).toHaveText('Invalid email or password')
    await expect(page.getByText('Invalid email or password')).toHaveCount(1)

    await authDialog(page).getByLabel('Password', { exact: true }).fill(password)
    await expect(authDialog(page).getByRole('alert')).toHaveCount(0)
    await authDialog(page).getByRole('button', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(toastWithTitle(page, 'Success!')).toContainText('Welcome back!')
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome back, / })).toBeVisible()
  })

  test("'Maybe later', Escape and a backdrop click close it without signing in", async ({
    page,
  }) => {
    await openLanding(page)
    const signIn = mainNav(page).getByRole('button', { name: 'Sign In' })

    await signIn.click()
    await authDialog(page).getByRole('button', { name: 'Maybe later' }).click()
    await expect(authDialog(page)).toHaveCount(0)
    await expect(signIn).toBeFocused()

    await signIn.click()
    await page.keyboard.press('Escape')
    await expect(authDialog(page)).toHaveCount(0)

    await signIn.click()
    await expect(authDialog(page).getByLabel('Email')).toBeVisible()
    await page.mouse.click(8, 400)
    await expect(authDialog(page)).toHaveCount(0)
    await expect(signIn).toBeVisible()
  })

  test('the password can be shown and hidden', async ({ page }) => {
    await openLanding(page)
    await mainNav(page).getByRole('button', { name: 'Sign In' }).click()
    const password = authDialog(page).getByLabel('Password', { exact: true })
    await password.fill('hunter22')
    await expect(password).toHaveAttribute('type', 'password')
    await authDialog(page).getByRole('button', { name: 'Show password' }).click()
    await expect(password).toHaveAttribute('type', 'text')
    await authDialog(page).getByRole('button', { name: 'Hide password' }).click()
    await expect(password).toHaveAttribute('type', 'password')
  })
})

test.describe('sign out', () => {
  test('clears the cookie, goes to / and reloads into the signed-out nav', async ({ page }) => {
    await page.goto('/')
    await signUpViaApi(page)
    await page.goto('/#pricing')
    await expect(mainNav(page).getByRole('button', { name: 'Sign Out' })).toBeVisible()
    // A marker on the window survives client-side navigation but not a reload.
    await page.evaluate(() => {
      ;(window as unknown as { __beforeSignOut?: boolean }).__beforeSignOut = true
    })

    await mainNav(page).getByRole('button', { name: 'Sign Out' }).click()
    await expect(mainNav(page).getByRole('button', { name: 'Sign In' })).toBeVisible()
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
    expect(
      await page.evaluate(
        () => (window as unknown as { __beforeSignOut?: boolean }).__beforeSignOut,
      ),
    ).toBeUndefined()
    await expect(mainNav(page).getByRole('link', { name: 'Try Free Demo' })).toBeVisible()
    await expect(mainNav(page).getByRole('link', { name: 'My Dashboard' })).toHaveCount(0)
    const cookies = await page.context().cookies()
    expect(cookies.find((cookie) => cookie.name === 'auth_token')).toBeUndefined()
    expect((await apiGet(page, '/api/auth/user')).status).toBe(401)
  })
})

test.describe('onboarding intent', () => {
  test('a visitor picks an intent; it is kept on the device and the diagnostic starts', async ({
    page,
  }) => {
    await page.goto('/onboarding')
    const group = page.getByRole('radiogroup', { name: 'What brings you to SalesPath?' })
    await expect(group.getByRole('radio')).toHaveCount(5)

    await page.getByRole('button', { name: 'Start My Diagnostic' }).click()
    await expect(page.getByText('Choose the option that fits you best to continue.')).toBeVisible()
    await expect(page).toHaveURL(/\/onboarding$/)

    // Keyboard: focus the first choice, then arrow down to the second.
    await group.getByRole('radio', { name: /Breaking into Tech Sales/ }).focus()
    await page.keyboard.press('Space')
    await page.keyboard.press('ArrowDown')
    await expect(group.getByRole('radio', { name: /SDR Looking to Get Promoted/ })).toBeChecked()
    await page.getByRole('button', { name: 'Start My Diagnostic' }).click()
    await expect(page).toHaveURL(/\/diagnostic-onboarding$/)
    expect(await page.evaluate(() => localStorage.getItem('userIntent'))).toBe('grow_as_sdr')
    // The reason given already says the current role: step 2 starts on it.
    await answerAboutYou(page)
    await expect(page.locator('input[name="current_role"][value="sdr_bdr"]')).toBeChecked()

    await page.goto('/onboarding')
    await expect(page.getByRole('radio', { name: /SDR Looking to Get Promoted/ })).toBeChecked()
  })

  test('a signed-in user has the intent saved on the account', async ({ page }) => {
    await page.goto('/')
    const { userId } = await signUpViaApi(page)
    await page.goto('/onboarding')
    await page.getByText('SDR Considering Career Switch').click()
    await page.getByRole('button', { name: 'Start My Diagnostic' }).click()
    await expect(page).toHaveURL(/\/diagnostic-onboarding$/)
    const profile = await apiGet<{ userIntent: string }>(
      page,
      `/api/users/profile?userId=${userId}`,
    )
    expect(profile.json.userIntent).toBe('sdr_switcher')
  })
})
