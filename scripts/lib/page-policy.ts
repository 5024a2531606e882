// The app writes each page's CSP <meta> with `script-src 'self'` alone (components/layout/page-policy.tsx), so a
// page the build step misses refuses its inline scripts; this writes it again with their hashes, read as a browser reads them.
import { createHash } from 'node:crypto'
import { parse } from 'parse5'
import { attribute, elements, isPolicedInlineScript, isPolicy, textOf } from '#scripts/lib/html.ts'

/** The hash of every inline script script-src governs (sha256 of its UTF-8 text), each once, sorted. */
export function inlineScriptHashes(html: string) {
  const scripts = [...elements(parse(html))].filter(isPolicedInlineScript)
  return [
    ...new Set(scripts.map((script) => `'sha256-${createHash('sha256').update(textOf(script), 'utf8').digest('base64')}'`)),
  ].sort()
}

/**
 * The page with its policy, `policy` of its inline scripts' hashes, first in <head> but for <meta charset>.
 * `required: false` for Next's error shell, which the app's layouts, and so its <meta>, do not render.
 */
export function writePagePolicy(html: string, policy: (scriptHashes: string[]) => string, { required = true } = {}) {
  const all = [...elements(parse(html, { sourceCodeLocationInfo: true }))]
  const head = all.find((element) => element.tagName === 'head')
  const metas = all.filter(isPolicy)
  const [found] = metas
  if (!head?.sourceCodeLocation?.startTag || metas.length > 1 || (found ? found.parentNode !== head : required))
    throw new Error(
      `Next's prerendered HTML no longer has one <meta http-equiv="Content-Security-Policy"> in its <head> (components/layout/page-policy.tsx writes it; found ${metas.length}): scripts/lib/page-policy.ts must learn the new form`,
    )
  // The build and the app must write one policy: a page the build missed keeps the app's, refusing inline scripts.
  if (found && attribute(found, 'content') !== policy([]))
    throw new Error(
      `the app's policy (${attribute(found, 'content')}) is not the build's (${policy([])}): the build step must read the configuration \`next build\` read`,
    )
  const first = all.find((element) => element.parentNode === head)
  const top = (first && attribute(first, 'charset') ? first.sourceCodeLocation : head.sourceCodeLocation.startTag)?.endOffset ?? 0
  const { startOffset = html.length, endOffset = html.length } = found?.sourceCodeLocation ?? {}
  const content = policy(inlineScriptHashes(html)).replaceAll('&', '&amp;').replaceAll('"', '&quot;')
  const meta = `<meta http-equiv="Content-Security-Policy" content="${content}"/>`
  return html.slice(0, top) + meta + html.slice(top, startOffset) + html.slice(endOffset)
}
