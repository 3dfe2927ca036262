import { describe, expect, it } from 'vitest'
import { SyncTransportError, type SyncTransport } from '@/services'
import { call, signUpUser, useTestApi } from '../test-kit'

/** A sync server that is never reachable: the endpoints must stay calm about it. */
const unreachable: SyncTransport = {
  createAccount: () => Promise.reject(new SyncTransportError(null, 'offline')),
  signIn: () => Promise.reject(new SyncTransportError(401, 'Email or password is not right.')),
  signOut: () => Promise.resolve(),
  push: () => Promise.reject(new SyncTransportError(null, 'offline')),
  pull: () => Promise.reject(new SyncTransportError(null, 'offline')),
}

useTestApi({ passwordIterations: 1000, syncTransport: unreachable })

const turnOn = {
  serverUrl: 'https://sync.example.com',
  email: 'ada@example.com',
  password: 'correct horse',
}

describe('/api/sync', () => {
  it('needs a signed-in user', async () => {
    expect((await call('GET', '/api/sync')).status).toBe(401)
    expect((await call('POST', '/api/sync/now')).status).toBe(401)
  })

  it('reports sync off on a device that never turned it on', async () => {
    const { token } = await signUpUser()
    const res = await call('GET', '/api/sync', { token })
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({ enabled: false, pending: 0, lastError: null, debt: 0 })
  })

  it('explains a bad server address or a refused sign-in at the field, and turns nothing on', async () => {
    const { token } = await signUpUser()
    const bad = await call('POST', '/api/sync', {
      token,
      body: { ...turnOn, serverUrl: 'sync server', mode: 'create' },
    })
    expect(bad.status).toBe(400)
    expect(JSON.stringify(bad.json)).toContain('Enter a full address')
    const refused = await call('POST', '/api/sync', { token, body: { ...turnOn, mode: 'sign_in' } })
    expect(refused.status).toBe(401)
    expect(refused.json?.message).toBe('Email or password is not right.')
    const offline = await call('POST', '/api/sync', { token, body: { ...turnOn, mode: 'create' } })
    expect(offline.status).toBe(400)
    expect(offline.json?.message).toMatch(/Could not reach the sync server/)
    expect((await call('GET', '/api/sync', { token })).json).toMatchObject({ enabled: false })
  })

  it('cannot retry or discard a change that is not set aside', async () => {
    const { token } = await signUpUser()
    expect((await call('POST', '/api/sync/set-aside/all/retry', { token })).status).toBe(404)
    expect((await call('DELETE', '/api/sync/set-aside/12', { token })).status).toBe(404)
    expect((await call('DELETE', '/api/sync/set-aside/all', {})).status).toBe(401)
  })
})

describe('text at the /api boundary', () => {
  it('drops NUL and replaces unpaired surrogates, so such a change is never written', async () => {
    const { token } = await signUpUser()
    const sent = await call('POST', '/api/chat/becky', {
      token,
      body: {
        message: 'Pasted from a PDF:\u0000 how do I\ud800 move to AE?',
        sessionType: 'coaching',
      },
    })
    expect(sent.status).toBe(200)
    const history = await call('GET', '/api/chat/history?channel=coaching', { token })
    const mine = (history.json?.messages as { role: string; content: string }[]).find(
      (m) => m.role === 'user',
    )
    expect(mine?.content).toBe('Pasted from a PDF: how do I\ufffd move to AE?')
  })
})
