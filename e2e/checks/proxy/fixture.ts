import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { test as base, expect } from '@playwright/test'
import { securityHeaders } from '#lib/security-headers'
import { assembleConfig, nginxBinary, startNginx } from '@/e2e/checks/proxy/nginx'
import { startRelay } from '@/e2e/checks/proxy/probes'
import { rawRequest, type RawOptions, type RawResponse } from '@/e2e/checks/proxy/raw-request'
import { checkPorts } from '#test/env'
import { quietEnv, repoRoot, siteIsBuilt, startNext } from '#test/servers'
import { startStandInDoh } from '#test/stand-in-doh'

export type Nginx = {
  port: number
  site: string
  plain: string
  get: (target: string, options?: RawOptions) => Promise<RawResponse>
  /** A loopback address no request has come from, so a per-client limit never reaches another test. */
  nextClient: () => string
  staticFile: string
  relay: { connections: () => string[] }
  accessLog: string
  cacheDir: string
  /** Echoes the client key the request limits count, for the address in `x-client-address`. */
  clientProbe: string
  stopNext: () => Promise<void>
  directNext: (target: string, method?: string) => Promise<RawResponse>
}

export const nginxBin = nginxBinary()

export const test = base.extend<object, { nginx: Nginx }>({
  nginx: [
    async ({}, use) => {
      if (!siteIsBuilt()) throw new Error('check:proxy serves the build in .next: run `npm run build` first')
      // The registered-lookalike API asks a stand-in resolver, which knows one lookalike of examplebank.co.uk.
      const doh = await startStandInDoh({ names: { 'examplebnak.co.uk': { ns: ['ns1.parking.example'] } } })
      const next = await startNext(checkPorts.next, { ...quietEnv, LOOKALIKE_DOH_URL: doh.url })
      const { http: httpPort, https: httpsPort, clientProbe: clientProbePort } = checkPorts
      const relay = await startRelay(new URL(next.url).host)
      const config = assembleConfig({ repoRoot, upstream: relay.address, httpPort, httpsPort, clientProbePort })
      const stopNginx = startNginx(nginxBin!, config)
      const site = `https://127.0.0.1:${httpsPort}`
      // 127.0.0.2, 127.0.0.3, … 127.0.1.2, …: all of 127/8 is loopback.
      let clients = 0
      const nextClient = () => `127.0.${Math.floor(clients / 250)}.${(clients++ % 250) + 2}`
      const get = (target: string, options = {}) => rawRequest(site, target, { localAddress: nextClient(), ...options })
      for (let tries = 0; (await get('/robots.txt')).status !== 200; tries++) {
        if (tries > 50) throw new Error('nginx did not answer')
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      // Next loads a route's code on its first request: this run's first floods and timelines then meet it warm.
      const directNext = (target: string, method?: string) =>
        rawRequest(next.url.replace('localhost', '127.0.0.1'), target, { method, headers: { host: new URL(next.url).host } })
      await Promise.all(
        ['/pricing', '/no-such-page', '/_next/static/chunks/none.js', '/api/lookalikes/registered?domain='].map((path) =>
          directNext(path),
        ),
      )
      await use({
        port: httpsPort,
        site,
        plain: `http://127.0.0.1:${httpPort}`,
        get,
        nextClient,
        staticFile: readdirSync(join(repoRoot, '.next/static/chunks')).find((name) => name.endsWith('.js')) ?? '',
        relay,
        accessLog: config.accessLog,
        cacheDir: join(config.dir, 'cache'),
        clientProbe: `http://127.0.0.1:${clientProbePort}/`,
        stopNext: next.stop,
        directNext,
      })
      stopNginx()
      relay.close()
      await next.stop()
      await doh.stop()
    },
    { scope: 'worker', timeout: 600_000 },
  ],
})

export { expect }

/** The policy's value varies by page (a page keeps its own), so only its presence is checked here. */
export function expectSecurityHeaders(response: { headers: Record<string, string[]> }) {
  const sent = Object.fromEntries(securityHeaders.map(({ key }) => [key, response.headers[key]]))
  const wanted = Object.fromEntries(
    securityHeaders.map(({ key, value }) => [key, [key === 'content-security-policy' ? expect.any(String) : value]]),
  )
  expect(sent, 'the security headers, each once').toEqual(wanted)
}
