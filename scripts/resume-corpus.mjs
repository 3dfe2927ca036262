// Puts the PDFs of tests/fixtures/resumes/corpus/manifest.json, fresh/manifest.json (the fresh
// holdout) and grown/manifest.json (dev, issue 35's third pass) in .scratch/resume-corpus/ (or
// RESUME_CORPUS_DIR). They are public files under their repositories' licences and are not
// committed here; each is read from a local clone of its repository at the manifest's commit, and
// an entry with `render` is printed to PDF by Chromium (resume-corpus-render.mjs: an HTML page, or
// a JSON Resume through a theme installed in RESUME_THEMES_DIR, default .scratch/themes).
//   npx node scripts/resume-corpus.mjs [CLONES_DIR]
// CLONES_DIR holds one clone per repository as OWNER+NAME/repo (default /work/.mirror).
import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync, existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { printHtml, renderJsonResume } from './resume-corpus-render.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const clones = process.argv[2] ?? '/work/.mirror'
const out = process.env.RESUME_CORPUS_DIR ?? `${root}.scratch/resume-corpus`
const readManifest = async (dir) =>
  JSON.parse(
    await readFile(
      new URL(`../tests/fixtures/resumes/${dir}/manifest.json`, import.meta.url),
      'utf8',
    ),
  )
const themesDir = process.env.RESUME_THEMES_DIR ?? `${root}.scratch/themes`
const files = [
  ...(await readManifest('corpus')).files,
  ...(await readManifest('fresh')).files,
  ...(await readManifest('grown')).files,
]
mkdirSync(out, { recursive: true })
let copied = 0
for (const f of files) {
  const gitDir = `${clones}/${f.repo.replace('/', '+')}/repo`
  if (!existsSync(gitDir)) {
    console.log(`missing clone ${gitDir}: get ${f.url}`)
    continue
  }
  const show = (path) =>
    execFileSync('git', ['-C', gitDir, 'show', `${f.commit}:${path}`], {
      maxBuffer: 20 * 1024 * 1024,
    })
  const bytes = show(f.path)
  const target = `${out}/${f.file}`
  if (f.render?.kind === 'html') {
    const assets = Object.fromEntries((f.render.assets ?? []).map((path) => [path, show(path)]))
    printHtml(bytes.toString('utf8'), target, assets)
  } else if (f.render?.kind === 'jsonresume') {
    const data = `${root}tests/fixtures/resumes/${f.render.data}`
    printHtml(await renderJsonResume(f.render.theme, data, themesDir), target)
  } else writeFileSync(target, bytes)
  copied += 1
}
console.log(`${copied} of ${files.length} corpus PDFs in ${out}`)
