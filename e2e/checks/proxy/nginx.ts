// deploy/nginx run as it ships, on loopback: only ports, upstream, cache, certificate and snippets' folder are substituted.
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export const nginxBinary = () => ['/usr/sbin/nginx', 'nginx'].find((bin) => spawnSync(bin, ['-v']).status === 0) ?? null

/** Fails when `from` is missing: a substitution that silently stopped applying would test another configuration. */
function substitute(text: string, from: string | RegExp, to: string, file: string) {
  const changed = text.replace(from, to)
  if (changed === text) throw new Error(`${file} no longer contains ${from}: update e2e/checks/proxy/nginx.ts`)
  return changed
}

export function assembleConfig(options: {
  repoRoot: string
  upstream: string
  httpPort: number
  httpsPort: number
  clientProbePort: number
}) {
  const { repoRoot, upstream, httpPort, httpsPort, clientProbePort } = options
  const dir = mkdtempSync(join(tmpdir(), 'plainguard-nginx-'))
  for (const sub of ['cache', 'logs', 'snippets']) mkdirSync(join(dir, sub))
  const source = join(repoRoot, 'deploy/nginx')
  const snippets = join(dir, 'snippets')
  const read = (name: string) =>
    readFileSync(join(source, name), 'utf8')
      .replaceAll('/etc/nginx/snippets/', `${snippets}/`)
      .replaceAll('/var/log/nginx/', `${join(dir, 'logs')}/`)
  for (const name of readdirSync(source)) writeFileSync(join(snippets, name), read(name))

  const certificate = join(dir, 'cert.pem')
  const key = join(dir, 'key.pem')
  const made = spawnSync('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=plainguard.co.uk',
    '-keyout',
    key,
    '-out',
    certificate,
  ])
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`)

  let http = read('plainguard-http.conf')
  http = substitute(http, 'server 127.0.0.1:3000;', `server ${upstream};`, 'plainguard-http.conf')
  http = substitute(http, '/var/cache/nginx/plainguard', join(dir, 'cache'), 'plainguard-http.conf')
  let site = read('plainguard.conf')
  site = substitute(site, /^\s*listen \[::\].*\n/gm, '', 'plainguard.conf')
  site = substitute(site, /listen 80\b/g, `listen 127.0.0.1:${httpPort}`, 'plainguard.conf')
  site = substitute(site, /listen 443\b/g, `listen 127.0.0.1:${httpsPort}`, 'plainguard.conf')
  site = substitute(site, '/etc/letsencrypt/live/plainguard.co.uk/fullchain.pem', certificate, 'plainguard.conf')
  site = substitute(site, '/etc/letsencrypt/live/plainguard.co.uk/privkey.pem', key, 'plainguard.conf')

  const conf = join(dir, 'nginx.conf')
  writeFileSync(
    conf,
    // Run as root (CI), nginx's workers would drop to `nobody`, who cannot write this run's folder.
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
error_log ${join(dir, 'logs/error.log')} warn;
pid ${join(dir, 'nginx.pid')};
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${join(dir, 'body')};
  proxy_temp_path ${join(dir, 'proxy')};
  fastcgi_temp_path ${join(dir, 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'uwsgi')};
  scgi_temp_path ${join(dir, 'scgi')};
${http}
${site}
server {
  listen 127.0.0.1:${clientProbePort};
  set_real_ip_from 127.0.0.1;
  real_ip_header X-Client-Address;
  location / { return 200 "$plainguard_client"; }
}
}
`,
  )
  return { dir, conf, accessLog: join(dir, 'logs', 'plainguard-access.log') }
}

export function startNginx(nginx: string, { dir, conf }: { dir: string; conf: string }) {
  const tested = spawnSync(nginx, ['-t', '-p', dir, '-c', conf], { encoding: 'utf8' })
  if (tested.status !== 0) throw new Error(`nginx -t failed:\n${tested.stderr}`)
  const server = spawn(nginx, ['-p', dir, '-c', conf, '-g', 'daemon off;'], { stdio: 'inherit' })
  return () => {
    server.kill()
    if (!process.env.PROXY_CHECK_KEEP) rmSync(dir, { recursive: true, force: true })
  }
}
