import { afterEach, describe, expect, it, vi } from 'vitest'
import { streamChat } from './coach'
import { encodeChatEvent, type ChatStreamEvent } from '@/contract'

/** A streamed answer cut into arbitrary pieces, as a network would deliver it. */
function sseResponse(events: ChatStreamEvent[], pieceLength: number) {
  const text = events.map(encodeChatEvent).join('')
  const bytes = new TextEncoder().encode(text)
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += pieceLength) {
        controller.enqueue(bytes.slice(i, i + pieceLength))
      }
      controller.close()
    },
  })
  return new Response(body, { headers: { 'content-type': 'text/event-stream; charset=utf-8' } })
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('streamChat', () => {
  it('asks for a stream and hands each delta over in order, whatever the chunking', async () => {
    const events: ChatStreamEvent[] = [
      { type: 'start', engine: 'on-device' },
      { type: 'delta', text: 'Hé ' },
      { type: 'delta', text: '**there** 👋' },
      { type: 'done', response: 'Hé **there** 👋', engine: 'on-device', fallback: false },
    ]
    for (const pieceLength of [1, 3, 7, 1000]) {
      const fetchMock = vi.fn(() => Promise.resolve(sseResponse(events, pieceLength)))
      vi.stubGlobal('fetch', fetchMock)
      const deltas: string[] = []
      const onStart = vi.fn()
      const result = await streamChat(
        { message: 'Hi' },
        { onStart, onDelta: (t) => deltas.push(t) },
      )
      expect(deltas).toEqual(['Hé ', '**there** 👋'])
      expect(onStart).toHaveBeenCalledWith('on-device')
      expect(result).toEqual({ response: 'Hé **there** 👋', engine: 'on-device', fallback: false })
      const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1]
      expect((init.headers as Record<string, string>).Accept).toMatch(/^text\/event-stream/)
    }
  })

  it('reports a fallback, and throws on an error event', async () => {
    const onFallback = vi.fn()
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        sseResponse(
          [
            { type: 'start', engine: 'on-device' },
            { type: 'delta', text: 'Part' },
            { type: 'fallback' },
            { type: 'error', message: 'Becky could not answer' },
          ],
          5,
        ),
      ),
    )
    await expect(
      streamChat({ message: 'Hi' }, { onDelta: () => undefined, onFallback }),
    ).rejects.toThrow('Becky could not answer')
    expect(onFallback).toHaveBeenCalledTimes(1)
  })

  it('reads a plain JSON answer from a server that does not stream', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        Response.json({ response: 'Whole reply', engine: 'offline', fallback: false }),
      ),
    )
    const deltas: string[] = []
    const result = await streamChat({ message: 'Hi' }, { onDelta: (t) => deltas.push(t) })
    expect(deltas).toEqual(['Whole reply'])
    expect(result.response).toBe('Whole reply')
  })

  it('throws the spec error for a non-OK answer', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(new Response('{"message":"nope"}', { status: 500 })),
    )
    await expect(streamChat({ message: 'Hi' }, { onDelta: () => undefined })).rejects.toThrow(
      '500: {"message":"nope"}',
    )
  })
})
