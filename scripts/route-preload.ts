/**
 * Issue 33: a cold visit to a deep link (/diagnostic-onboarding, /dashboard) fetched the route's
 * chunk only once the entry had downloaded and run, one network round trip after another on a
 * phone. index.html gets a few lines that look up the address and ask for that route's chunks
 * (modulepreload) while the entry is still downloading. Built from Vite's manifest, so a renamed
 * or new route needs nothing here.
 */
interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
}

export type Manifest = Record<string, ManifestChunk>

/** `src/routes/_authed/roadmap.$roleId.tsx` -> `^/roadmap/[^/]+$`; null for the landing's '/'. */
export function routePattern(source: string): string | null {
  const match = /^src\/routes\/(.+)\.tsx\?tsr-split=component$/.exec(source)
  if (!match?.[1]) return null
  const segments = match[1]
    .split(/[/.]/)
    // Pathless layouts (`_authed`) add no segment; `index` is the folder's own path.
    .filter((segment) => !segment.startsWith('_') && segment !== 'index')
    .map((segment) => (segment.startsWith('$') ? '[^/]+' : segment))
  if (segments.length === 0) return null
  return `^/${segments.join('/')}/?$`
}

function closure(manifest: Manifest, roots: readonly string[]): Set<string> {
  const seen = new Set<string>()
  const stack = [...roots]
  while (stack.length > 0) {
    const key = stack.pop()
    if (key === undefined || seen.has(key) || !manifest[key]) continue
    seen.add(key)
    stack.push(...(manifest[key].imports ?? []))
  }
  return seen
}

/** Each route's pattern and the chunks it needs beyond the entry's, as absolute URLs. */
export function routeChunks(manifest: Manifest, base = '/'): [string, string[]][] {
  const entry = closure(
    manifest,
    Object.keys(manifest).filter((key) => manifest[key]?.isEntry),
  )
  const layouts = Object.keys(manifest).filter((key) =>
    /^src\/routes\/_[^/]+\.tsx\?tsr-split=component$/.test(key),
  )
  return Object.keys(manifest).flatMap((key): [string, string[]][] => {
    const pattern = routePattern(key)
    if (!pattern) return []
    // A route under a pathless layout (`_authed/`) also renders that layout's chunk.
    const layout = layouts.filter((l) => key.startsWith(l.replace(/\.tsx\?.*$/, '/')))
    const files = [...closure(manifest, [key, ...layout])]
      .filter((chunk) => !entry.has(chunk))
      .map((chunk) => manifest[chunk]?.file ?? '')
      .filter((file) => file.endsWith('.js'))
    return files.length > 0 ? [[pattern, files.map((file) => `${base}${file}`)]] : []
  })
}

/** The inline script for index.html's head: preloads the chunks of the address being opened. */
export function routePreloadScript(manifest: Manifest, base = '/'): string {
  const table = JSON.stringify(routeChunks(manifest, base))
  return (
    `<script>(function(){var t=${table},p=location.pathname;` +
    `for(var i=0;i<t.length;i++){if(!new RegExp(t[i][0]).test(p))continue;` +
    `for(var j=0;j<t[i][1].length;j++){var l=document.createElement('link');` +
    `l.rel='modulepreload';l.crossOrigin='';l.href=t[i][1][j];document.head.appendChild(l)}break}})()</script>`
  )
}
