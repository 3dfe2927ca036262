// Puts the PDFs of tests/fixtures/resumes/corpus/manifest.json and fresh/manifest.json (the fresh
// holdout) in .scratch/resume-corpus/ (or RESUME_CORPUS_DIR). They are public files under their
// repositories' licences and are not committed here; each is read from a local clone of its
// repository at the manifest's commit.
//   npx node scripts/resume-corpus.mjs [CLONES_DIR]
// CLONES_DIR holds one clone per repository as OWNER+NAME/repo (default /work/.mirror).
import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync, existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'

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
const files = [...(await readManifest('corpus')).files, ...(await readManifest('fresh')).files]
mkdirSync(out, { recursive: true })
let copied = 0
for (const f of files) {
  const gitDir = `${clones}/${f.repo.replace('/', '+')}/repo`
  if (!existsSync(gitDir)) {
    console.log(`missing clone ${gitDir}: get ${f.url}`)
    continue
  }
  const bytes = execFileSync('git', ['-C', gitDir, 'show', `${f.commit}:${f.path}`], {
    maxBuffer: 20 * 1024 * 1024,
  })
  writeFileSync(`${out}/${f.file}`, bytes)
  copied += 1
}
console.log(`${copied} of ${files.length} corpus PDFs in ${out}`)
