// The production build: the MDX content compiled and checked (scripts/content.mjs), `next build`, then one
// pass over each prerendered page's HTML, which touches no compiled code: its stylesheet goes inline
// (scripts/lib/inline-stylesheets.mjs; docs/decisions/2026-11-24-stylesheet-inline.md), its CSP <meta> gets
// its inline scripts' hashes (scripts/lib/page-policy.mjs), it is read as a browser reads it
// (scripts/lib/markup-check.mjs), and it replaces its copy in the standalone build, when `next build` made
// one (for the OpenNext adapter and the Dockerfile). A bare `next build` fails closed: each page's policy says
// `script-src 'self'` alone, so its inline scripts are refused, never allowed. When a Next upgrade changes the
// form of its output, the step stops with one sentence naming that assumption and the file to update.
import { spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { inlineStylesheets, stylesheetReader } from './lib/inline-stylesheets.mjs'
import { unexpectedMarkup } from './lib/markup-check.mjs'
import { policyOf, writePagePolicy } from './lib/page-policy.mjs'

const distDir = process.env.PLAINGUARD_DIST_DIR || '.next'
const serverDir = join(distDir, 'server')
const standaloneServerDir = join(distDir, 'standalone', distDir, 'server')

/** @param {string} command @param {string[]} args */
function run(command, args) {
  const { status } = spawnSync(command, args, { stdio: 'inherit' })
  if (status !== 0) process.exit(status ?? 1)
}
run('node', ['scripts/content.mjs'])
run('npx', ['next', 'build'])

/** @param {string} dir @param {string[]} names @param {string} layout what the step knows */
const expectFiles = (dir, names, layout) => {
  const missing = names.map((name) => join(dir, name)).find((path) => !existsSync(path))
  if (missing) throw new Error(`Next's build no longer writes ${layout} (${missing} is missing): scripts/build.mjs must learn it`)
}

let file = serverDir
try {
  expectFiles(serverDir, ['app/visitor.html', 'app/customer.html', 'app/_not-found.html'], 'its pages as server/app/…html')
  // Next also writes the 404 and its error shell as server/pages/404.html and 500.html, for what the app router does not serve.
  const pages = ['app', 'pages'].flatMap((dir) =>
    readdirSync(join(serverDir, dir), { recursive: true, encoding: 'utf8' }).flatMap((name) =>
      name.endsWith('.html') ? [join(dir, name)] : [],
    ),
  )
  const standalone = existsSync(join(distDir, 'standalone'))
  if (standalone) expectFiles(standaloneServerDir, pages, `a standalone copy of the pages under ${standaloneServerDir}`)
  const readStylesheet = stylesheetReader(distDir)
  // Next's error shell renders outside the app's layouts: no stylesheet, and the policy of the app's pages.
  const appPolicy = policyOf(readFileSync(join(serverDir, 'app/_not-found.html'), 'utf8'))
  let styled = 0
  for (const name of pages) {
    file = join(serverDir, name)
    const shell = /(_global-error|500)\.html$/.test(name)
    const { html, inlined } = inlineStylesheets(readFileSync(file, 'utf8'), readStylesheet, { required: !shell })
    const page = writePagePolicy(html, shell ? appPolicy : undefined)
    const problems = unexpectedMarkup(page)
    if (problems.length) throw new Error(`markup the build did not write (content must be plain text): ${problems.join('; ')}`)
    writeFileSync(file, page)
    if (standalone) copyFileSync(file, join(standaloneServerDir, name))
    styled += inlined.length ? 1 : 0
  }
  console.log(`build: ${pages.length} pages list their inline scripts' hashes, ${styled} have their stylesheet inline`)
  if (standalone) console.log(`build: and replace their copies in ${standaloneServerDir}`)
} catch (error) {
  // A plain Error is one sentence (after a Next upgrade, the assumption that broke); any other is a bug here.
  const plain = error instanceof Error && error.constructor === Error
  console.error(`build: ${file}: ${plain ? error.message : error instanceof Error ? error.stack : error}`)
  process.exit(1)
}
