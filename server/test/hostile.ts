import fc from 'fast-check'

/**
 * Generators of hostile input for the sync server's property test: strings with NUL, unpaired
 * surrogates, quotes and escapes; numbers JSON.stringify would never write (1e400, 30 digits);
 * values nested up to 100,000 levels; changes whose fields are each valid or not; query strings
 * with broken percent-encoding. A body is built as text, so raw tokens reach the parser as sent.
 */

const specialUnits = [
  '\u0000',
  '\ud800',
  '\udbff',
  '\udc00',
  '\udfff',
  '\ud83d\ude00',
  '\ufffd',
  '\ufeff',
  '\u2028',
  '\\',
  '"',
  "'",
  '%',
  '\n',
  '\u0001',
  '__proto__',
  'constructor',
]

/** One UTF-16 code unit of any value, or a troublesome sequence. */
const unit = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 0, max: 0xffff }).map((n) => String.fromCharCode(n)) },
  { weight: 2, arbitrary: fc.constantFrom(...specialUnits) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary-ascii', minLength: 1, maxLength: 1 }) },
)

export const hostileString = (maxLength = 40) => fc.string({ unit, maxLength })

/** Numbers as raw JSON text, including ones no JSON.stringify writes. */
export const rawNumber = fc.oneof(
  fc.constantFrom(
    '1e400',
    '-1e400',
    '1e-400',
    '-0',
    '0.1e1',
    '1E+308',
    '4.9e-324',
    '1.7976931348623157e309',
  ),
  fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }).map(String),
  fc
    .tuple(fc.integer({ min: -999, max: 999 }), fc.integer({ min: -500, max: 500 }))
    .map(([m, e]) => `${String(m)}e${String(e)}`),
  fc.double().map((n) => (Number.isFinite(n) ? String(n) : '0')),
)

/** Arrays or objects nested `depth` levels deep, as text. */
export const deepValue = fc
  .tuple(fc.integer({ min: 20, max: 100_000 }), fc.boolean())
  .map(([depth, arrays]) =>
    arrays
      ? `${'['.repeat(depth)}${']'.repeat(depth)}`
      : `${'{"a":'.repeat(depth)}null${'}'.repeat(depth)}`,
  )

/** A string standing for raw JSON text, put in place by `render` (no generated string has '@@'). */
function raw(text: string): string {
  return `@@raw:${Buffer.from(text).toString('base64')}@@`
}

/** JSON.stringify, then each raw token put in place of its marker. */
export function render(body: unknown): string {
  return JSON.stringify(body).replace(/"@@raw:([A-Za-z0-9+/=]*)@@"/g, (_, b64: string) =>
    Buffer.from(b64, 'base64').toString(),
  )
}

const value = fc.oneof(
  { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 4, stringUnit: unit }) },
  { weight: 1, arbitrary: rawNumber.map((n) => ({ n: raw(n) })) },
  { weight: 1, arbitrary: deepValue.map((d) => ({ deep: raw(d) })) },
  { weight: 1, arbitrary: fc.integer({ min: 60, max: 80 }).map((k) => 'x'.repeat(k * 1024)) },
)

const device = fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/)
const validId = fc.stringMatching(/^[A-Za-z0-9_-]{8,40}$/)
const validHlc = fc
  .tuple(fc.integer({ min: 0, max: 999_999_999_999 }), fc.integer({ min: 0, max: 999_999 }), device)
  .map(([ms, n, d]) => `${String(ms).padStart(15, '0')}:${String(n).padStart(6, '0')}:${d}`)

/** A field that is usually valid and sometimes anything at all. */
const either = <T>(valid: fc.Arbitrary<T>) =>
  fc.oneof(
    { weight: 4, arbitrary: valid },
    {
      weight: 1,
      arbitrary: fc.oneof(
        hostileString(),
        rawNumber.map(raw),
        fc.constant(null),
        fc.jsonValue({ maxDepth: 2 }),
      ),
    },
  )

export const hostileChange = fc.record(
  {
    id: either(validId),
    hlc: either(validHlc),
    deviceId: either(device),
    table: either(fc.constantFrom('ledger', 'chatMessages', 'answers', 'memories')),
    key: either(hostileString().filter((s) => s.length > 0)),
    op: either(fc.constantFrom('put', 'delete')),
    value,
  },
  { requiredKeys: ['id', 'hlc', 'deviceId', 'table', 'key', 'op'] },
)

/** A change the server must accept: plain strings, ordinary JSON. */
const cleanChange = fc.record({
  id: validId,
  hlc: validHlc,
  deviceId: device,
  table: fc.constantFrom('ledger', 'chatMessages', 'answers', 'memories'),
  key: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
  op: fc.constantFrom('put', 'delete'),
  value: fc.jsonValue({ maxDepth: 4, stringUnit: 'grapheme' }),
})

/**
 * A push body as text: a clean batch (to be stored), a batch with hostile changes among clean
 * ones, broken JSON or another shape altogether.
 */
export const hostilePushBody = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .record({ deviceId: device, changes: fc.array(cleanChange, { minLength: 1, maxLength: 6 }) })
      .map(render),
  },
  {
    weight: 6,
    arbitrary: fc
      .record({
        deviceId: either(device),
        changes: fc.array(fc.oneof(cleanChange, hostileChange), { maxLength: 6 }),
      })
      .map(render),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.array(hostileChange, { minLength: 1, maxLength: 3 }), fc.nat())
      .map(([list, cut]) => {
        const text = render({ deviceId: 'device-a', changes: list })
        return text.slice(0, cut % text.length)
      }),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3, stringUnit: unit }).map(render) },
)

/** WTF-8 percent-encoding: an unpaired surrogate becomes bytes that are not UTF-8. */
function percentEncode(text: string): string {
  let out = ''
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i)
    const next = text.charCodeAt(i + 1)
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(i, i + 2))
      i += 1
    } else if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('')
    } else {
      out += encodeURIComponent(text[i] ?? '')
    }
  }
  return out
}

const queryValue = fc.oneof(
  fc.stringMatching(/^\d{1,30}$/),
  rawNumber,
  hostileString(20).map(percentEncode),
  fc.constantFrom('%', '%zz', '%00', '%E0%A4', '%ED%A0%80', '-1', '', '0x10', '1.5', ' 7'),
)

/** A pull query string: after and limit given once, twice, empty or as anything. */
export const hostilePullQuery = fc
  .array(
    fc.tuple(
      fc.constantFrom('after', 'limit', 'after[]', 'x', percentEncode('\u0000')),
      queryValue,
    ),
    { maxLength: 4 },
  )
  .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'))

/** Credentials for account creation and sign-in, each field valid or hostile. */
export const hostileCredentials = fc
  .record({
    email: fc.oneof(
      fc.emailAddress(),
      hostileString().map((s) => `${s}@example.com`),
      fc.constantFrom('nul\u0000@example.com', 'half\ud800@example.com'),
      hostileString(),
    ),
    password: fc.oneof(hostileString(), fc.constant('correct horse \u0000 battery')),
  })
  .map(render)
