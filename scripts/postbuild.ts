// `npm run build` runs this after `next build`: one pass over the prerendered HTML, which inlines each
// page's stylesheet and completes its CSP <meta> with its inline scripts' hashes. It writes HTML only, never the
// JavaScript Next compiled (docs/decisions/). A standalone build's copy of the pages gets the same pass.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join, sep } from 'node:path'
import { inlineStylesheets, stylesheetReader } from '#scripts/lib/inline-stylesheets'
import { writePagePolicy } from '#scripts/lib/page-policy'
import { pagePoliciesWritten } from '#lib/csp'

const distDir = process.env.PLAINGUARD_DIST_DIR || '.next'
const readStylesheet = stylesheetReader(distDir)

for (const serverDir of [join(distDir, 'server'), join(distDir, 'standalone', distDir, 'server')]) {
  if (!existsSync(serverDir)) continue
  const pages = readdirSync(serverDir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.html'))
  if (!pages.some((name) => name.endsWith(`${sep}visitor.html`)))
    throw new Error(`Next no longer writes the prerendered home page under ${serverDir}: scripts/postbuild.ts must learn where`)
  for (const name of pages) {
    const file = join(serverDir, name)
    // Next's error shell renders outside the app's layouts: no stylesheet, and no policy of its own.
    const shell = /(_global-error|500)\.html$/.test(name)
    try {
      const { html } = inlineStylesheets(readFileSync(file, 'utf8'), readStylesheet, { required: !shell })
      writeFileSync(file, writePagePolicy(html, { required: !shell }))
    } catch (error) {
      throw new Error(`${file}: ${(error as Error).message}`, { cause: error })
    }
  }
  console.log(`postbuild: ${pages.length} pages in ${serverDir} have their stylesheet inline and their scripts' hashes`)
}
writeFileSync(join(distDir, pagePoliciesWritten), '')
