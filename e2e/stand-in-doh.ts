// The DoH resolver the e2e build's registered-lookalike check asks (LOOKALIKE_DOH_URL), answering from
// e2e/fixtures/lookalike-dns.json; a webServer of playwright.config.ts.
import { readFileSync } from 'node:fs'
import { startStandInDoh } from '../test/stand-in-doh.ts'

const names = JSON.parse(readFileSync(new URL('./fixtures/lookalike-dns.json', import.meta.url), 'utf8'))
const port = Number(process.env.STAND_IN_DOH_PORT ?? 3198)
await startStandInDoh({ names, port, delayMs: Number(process.env.STAND_IN_DOH_DELAY_MS ?? 5) })
console.log(`stand-in DoH resolver on http://127.0.0.1:${port}/dns-query`)
