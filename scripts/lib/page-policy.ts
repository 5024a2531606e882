// The app writes each page's CSP <meta> with `script-src 'self'` alone (components/layout/page-policy.tsx), so a
// page the build step misses refuses its inline scripts; this completes it with their hashes, read as a browser reads them.
import { createHash } from 'node:crypto'
import { parse } from 'parse5'
import { shellPolicy } from '#lib/csp'
import { attribute, elements, isPolicedInlineScript, isPolicy, textOf } from '#scripts/lib/html'

/** The hash of every inline script script-src governs (sha256 of its UTF-8 text), each once, sorted. */
export function inlineScriptHashes(html: string) {
  const scripts = [...elements(parse(html))].filter(isPolicedInlineScript)
  return [
    ...new Set(scripts.map((script) => `'sha256-${createHash('sha256').update(textOf(script), 'utf8').digest('base64')}'`)),
  ].sort()
}

/** `policy` with `hashes` added to its script-src; a policy without one stops the build. */
export function withScriptHashes(policy: string, hashes: string[]) {
  const directives = policy.split(';').map((directive) => directive.trim())
  const index = directives.findIndex((directive) => directive.split(' ')[0] === 'script-src')
  if (index < 0) throw new Error(`the app's policy (${policy}) has no script-src for the hashes`)
  directives[index] = [directives[index], ...hashes].join(' ')
  return directives.join('; ')
}

/**
 * The page with the app's policy completed by its inline scripts' hashes, first in <head> but for <meta charset>.
 * `required: false` for Next's error shell, which gets `shellPolicy` instead.
 */
export function writePagePolicy(html: string, { required = true } = {}) {
  const all = [...elements(parse(html, { sourceCodeLocationInfo: true }))]
  const head = all.find((element) => element.tagName === 'head')
  const metas = all.filter(isPolicy)
  const [found] = metas
  if (!head?.sourceCodeLocation?.startTag || metas.length > 1 || (found ? found.parentNode !== head : required))
    throw new Error(
      `Next's prerendered HTML no longer has one <meta http-equiv="Content-Security-Policy"> in its <head> (components/layout/page-policy.tsx writes it; found ${metas.length}): scripts/lib/page-policy.ts must learn the new form`,
    )
  const first = all.find((element) => element.parentNode === head)
  const top = (first && attribute(first, 'charset') ? first.sourceCodeLocation : head.sourceCodeLocation.startTag)?.endOffset ?? 0
  const { startOffset = html.length, endOffset = html.length } = found?.sourceCodeLocation ?? {}
  const policy = withScriptHashes(found ? attribute(found, 'content')! : shellPolicy, inlineScriptHashes(html))
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}"/>`
  return html.slice(0, top) + meta + html.slice(top, startOffset) + html.slice(endOffset)
}
