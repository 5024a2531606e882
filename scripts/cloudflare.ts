// The site on Cloudflare Workers through the OpenNext adapter (docs/deploy.md); the usage line below lists the commands.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import { securityHeaders } from '#lib/security-headers'
import { headersFile } from '#scripts/lib/cloudflare-headers'

const [command, ...args] = process.argv.slice(2)
const opennext = 'node_modules/.bin/opennextjs-cloudflare'
const wrangler = 'node_modules/.bin/wrangler'
/** wrangler.jsonc's `assets.directory`. */
const assets = '.open-next/assets'

const env = {
  ...process.env,
  // Nothing leaves the machine: no usage metrics, no error reports, no download of the `request.cf`
  // sample (workers.cloudflare.com) that workerd would otherwise fetch at start.
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_SEND_ERROR_REPORTS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
}

const runOpenNext = (argv: string[]) => {
  const result = spawnSync(opennext, argv, { stdio: 'inherit', env })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

if (command === 'build') {
  if (args.includes('--skipNextBuild') && !existsSync('.next/standalone')) {
    console.error('cloudflare: .next holds no standalone build: run `BUILD_STANDALONE=1 npm run build` first')
    process.exit(1)
  }
  runOpenNext(['build', ...args])
  // Copies the prerendered pages into the Worker's static assets, where the read-only cache of
  // open-next.config.ts finds them (a deploy does the same with `opennextjs-cloudflare deploy`).
  runOpenNext(['populateCache', 'local'])
  writeFileSync(`${assets}/_headers`, headersFile(securityHeaders))
  console.log(`cloudflare: security headers for the static files written to ${assets}/_headers`)
} else if (command === 'preview') {
  const port = process.env.PORT ?? '8787'
  const child = spawn(wrangler, ['dev', '--ip', '127.0.0.1', '--port', port, '--show-interactive-dev-session=false', ...args], {
    stdio: 'inherit',
    env,
  })
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal))
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
} else {
  console.error('usage: node scripts/cloudflare.ts build [--skipNextBuild] | preview [wrangler dev options]')
  process.exit(2)
}
