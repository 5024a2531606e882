// `npm run build`: `next build`, then each prerendered HTML page (and its standalone copy) gets its stylesheet inline
// and a CSP <meta> hashing its inline scripts; no JavaScript is changed, and without this the CSP refuses those scripts.
import { spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { inlineStylesheets, stylesheetReader } from '#scripts/lib/inline-stylesheets.ts'
import { writePagePolicy } from '#scripts/lib/page-policy.ts'

const distDir = process.env.PLAINGUARD_DIST_DIR || '.next'
const serverDir = join(distDir, 'server')
const standaloneServerDir = join(distDir, 'standalone', distDir, 'server')

// PLAINGUARD_BUILD_STEP: next.config.mjs refuses a `next build` that this step does not follow.
const { status } = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env: { ...process.env, PLAINGUARD_BUILD_STEP: '1' } })
if (status !== 0) process.exit(status ?? 1)

/** Stops with one sentence when a Next upgrade changed where it writes what this step reads. */
const expectFiles = (dir: string, names: string[], layout: string) => {
  const missing = names.map((name) => join(dir, name)).find((path) => !existsSync(path))
  if (missing) throw new Error(`Next's build no longer writes ${layout} (${missing} is missing): scripts/build.ts must learn it`)
}

let file = serverDir
try {
  expectFiles(serverDir, ['app/visitor.html', 'app/customer.html', 'app/_not-found.html'], 'its pages as server/app/…html')
  // server/pages/ holds Next's own 404 and 500, for what the app router does not serve.
  const pages = ['app', 'pages'].flatMap((dir) =>
    readdirSync(join(serverDir, dir), { recursive: true, encoding: 'utf8' }).flatMap((name) =>
      name.endsWith('.html') ? [join(dir, name)] : [],
    ),
  )
  // The OpenNext adapter and the Dockerfile ask for a standalone build, which has its own copy of the pages.
  const standalone = existsSync(join(distDir, 'standalone'))
  if (standalone) expectFiles(standaloneServerDir, pages, `a standalone copy of the pages under ${standaloneServerDir}`)
  const readStylesheet = stylesheetReader(distDir)
  let styled = 0
  for (const name of pages) {
    file = join(serverDir, name)
    // Next's error shell renders outside the app's layouts: no stylesheet, and no policy of its own.
    const shell = /(_global-error|500)\.html$/.test(name)
    const { html, inlined } = inlineStylesheets(readFileSync(file, 'utf8'), readStylesheet, { required: !shell })
    const page = writePagePolicy(html, { required: !shell })
    writeFileSync(file, page)
    if (standalone) copyFileSync(file, join(standaloneServerDir, name))
    styled += inlined.length ? 1 : 0
  }
  console.log(`build: ${pages.length} pages list their inline scripts' hashes, ${styled} have their stylesheet inline`)
  if (standalone) console.log(`build: and replace their copies in ${standaloneServerDir}`)
} catch (error) {
  // A plain Error is one sentence (what broke after a Next upgrade); any other is a bug here.
  const plain = error instanceof Error && error.constructor === Error
  console.error(`build: ${file}: ${plain ? error.message : error instanceof Error ? error.stack : error}`)
  process.exit(1)
}
