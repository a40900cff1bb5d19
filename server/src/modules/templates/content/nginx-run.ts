/**
 * Runs an NGINX template for real, so its behaviour tests (nginx-behaviour.int.test.ts) can request
 * it: the template's configs, sandboxed as for `nginx -t` (tools.ts), with every `listen` port moved
 * to a free port on 127.0.0.1, every upstream address pointed at a small HTTP server that answers
 * for it, and `/var/www/...` and `/etc/nginx/...` holding the files a test gives.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { copyFile } from 'node:fs/promises'
import {
  createServer as createHttpServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
} from 'node:http'
import { request as httpsRequest } from 'node:https'
import { connect, createServer as createTcpServer } from 'node:net'
import { dirname, join } from 'node:path'
import { makeTempDir, nginxBinary, nginxMissing, sandboxNginxConfig } from './tools'
import type { TemplateFile } from './types'

/** What an upstream stand-in answers: which address of the template was asked, for what, the how-manieth time. */
export type UpstreamEcho = { upstream: string; method: string; url: string; headers: IncomingHttpHeaders; hit: number }

export type NginxResponse = { status: number; headers: IncomingHttpHeaders; body: string }

export type RequestOptions = {
  method?: string
  /** The Host header (and, over TLS, the server name asked for). */
  host?: string
  headers?: Record<string, string>
  /** Over TLS, as a browser reaching the template's `listen 443 ssl` would. */
  tls?: boolean
  /** The client's address, another than 127.0.0.1 (any of 127.0.0.0/8), for allow-lists. */
  localAddress?: string
}

export type RunningNginx = {
  /** Requests the template on one of the ports its config listens on (80, 443...). */
  request(port: number, path: string, options?: RequestOptions): Promise<NginxResponse>
  /** How many requests reached each upstream address the config names, e.g. `127.0.0.1:8000`. */
  hits(upstream: string): number
  /** The folder that stands for `/var/www`, to change files while nginx runs. */
  www: string
  stop(): Promise<void>
}

/** How an upstream stand-in answers instead of echoing, e.g. an auth service refusing a token. */
export type UpstreamAnswer = { status?: number; headers?: Record<string, string>; body?: string }

export type RunOptions = {
  /** Files under the config's `/var/www/...` roots, by their path there, e.g. `spa/index.html`. */
  www?: Record<string, string>
  /** Files the config names under `/etc/nginx/`, e.g. `admin.htpasswd`. */
  etc?: Record<string, string>
  /** Answers an upstream gives; undefined echoes the request (UpstreamEcho) with a 200. */
  answer?: (upstream: string, request: IncomingMessage) => UpstreamAnswer | undefined
  /** Upstream addresses that refuse connections, as a server that is down does. */
  down?: string[]
  /** Text replacements made in the config first, as a README tells its reader to make. */
  edits?: [string, string][]
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createTcpServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })

// `listen 80`, `listen [::]:443 ssl`, `listen 127.0.0.1:8080 default_server`.
const LISTEN = /^(\s*)listen\s+(\[[^\]]*\]:|[\d.]+:|\*:)?(\d+)([^;]*);/gm
// An upstream member (`server 10.0.1.11:8080 weight=2;`) or an address in a proxy_pass.
const UPSTREAM_SERVER = /^(\s*server\s+)([\w.-]+:\d+)/gm
const PROXY_PASS_ADDRESS = /(proxy_pass\s+https?:\/\/)([\w.-]+:\d+)/g

/** Starts the template's nginx.conf and the upstream stand-ins; throws with nginx's error log if it cannot start. */
export async function runNginxTemplate(
  slug: string,
  files: TemplateFile[],
  tls: { cert: string; key: string },
  options: RunOptions = {},
): Promise<RunningNginx> {
  const nginx = nginxBinary()
  if (!nginx) throw new Error(nginxMissing)
  const tmp = makeTempDir(`nginx-run-${slug}`)
  for (const sub of ['logs', 'cache', 'lib', 'temp', 'www', 'etc']) mkdirSync(join(tmp, sub), { recursive: true })

  const configs = files.filter((f) => f.path.endsWith('.conf'))
  const ports = new Map<number, number>()
  const upstreams = new Map<string, number>()
  for (const { content } of configs) {
    for (const m of content.matchAll(LISTEN)) ports.set(Number(m[3]), 0)
    for (const m of [...content.matchAll(UPSTREAM_SERVER), ...content.matchAll(PROXY_PASS_ADDRESS)])
      if (m[2]) upstreams.set(m[2], 0)
  }
  for (const port of ports.keys()) ports.set(port, await freePort())
  for (const address of upstreams.keys()) upstreams.set(address, await freePort())

  const counts = new Map<string, number>()
  const servers: Server[] = []
  for (const [address, port] of upstreams) {
    if (options.down?.includes(address)) continue
    const server = createHttpServer((req, res) => {
      const hit = (counts.get(address) ?? 0) + 1
      counts.set(address, hit)
      const echo: UpstreamEcho = {
        upstream: address,
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        hit,
      }
      const answer = options.answer?.(address, req)
      req.resume()
      req.on('end', () => {
        if (answer) {
          res.writeHead(answer.status ?? 200, answer.headers)
          res.end(answer.body ?? '')
        } else {
          res.writeHead(200, { 'content-type': 'application/json' })
          res.end(JSON.stringify(echo))
        }
      })
    })
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
    servers.push(server)
  }

  const site = join(tmp, 'site')
  for (const file of files) {
    let content = file.content
    for (const [from, to] of options.edits ?? []) {
      if (content.includes(from)) content = content.replaceAll(from, to)
    }
    if (file.path.endsWith('.conf')) {
      content = sandboxNginxConfig(content, tmp, tls)
        .replaceAll('/var/www/', `${tmp}/www/`)
        .replaceAll('/etc/nginx/', `${tmp}/etc/`)
        // The workers run as whoever runs the test, who owns the temp folder (root's nginx would
        // otherwise hand them to nobody, who cannot read it).
        .replace(/^user\s+[^;]+;\n/m, '')
        .replace(/^(?=events\s*\{)/m, process.getuid?.() === 0 ? 'user root;\n' : '')
        // IPv6 may be missing where the tests run; the IPv4 listen beside it says the same.
        .replace(LISTEN, (_line, indent: string, host: string | undefined, port: string, rest: string) =>
          host?.startsWith('[') ? '' : `${indent}listen 127.0.0.1:${ports.get(Number(port))}${rest};`,
        )
        .replace(UPSTREAM_SERVER, (_, head: string, address: string) => `${head}127.0.0.1:${upstreams.get(address)}`)
        .replace(PROXY_PASS_ADDRESS, (_, head: string, address: string) => `${head}127.0.0.1:${upstreams.get(address)}`)
    }
    const target = join(site, file.path)
    mkdirSync(dirname(target), { recursive: true })
    writeFileSync(target, content)
  }
  for (const [folder, given] of [
    ['www', options.www],
    ['etc', options.etc],
  ] as const) {
    for (const [path, content] of Object.entries(given ?? {})) {
      const target = join(tmp, folder, path)
      mkdirSync(dirname(target), { recursive: true })
      writeFileSync(target, content)
    }
  }
  const main = files.find((f) => f.path === 'nginx.conf')
  if (!main) throw new Error(`${slug}: no nginx.conf to run`)
  const configPath = join(site, main.path)
  if (!existsSync(join(site, 'mime.types'))) await copyFile('/etc/nginx/mime.types', join(site, 'mime.types'))

  const errorLog = join(tmp, 'logs', 'startup.log')
  const child = spawn(nginx, ['-p', `${tmp}/`, '-e', errorLog, '-c', configPath, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk)
  })
  const stopAll = async () => {
    await stopProcess(child)
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
  }
  try {
    await Promise.all([...ports.values()].map((port) => listening(port, child)))
  } catch (error) {
    await stopAll()
    const log = existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : ''
    throw new Error(`${slug}: nginx did not start: ${(error as Error).message}\n${stderr}${log}`)
  }

  return {
    request: (port, path, requestOptions = {}) => {
      const local = ports.get(port)
      if (local === undefined) throw new Error(`${slug} does not listen on port ${port}`)
      return send(local, path, requestOptions)
    },
    hits: (upstream) => counts.get(upstream) ?? 0,
    www: join(tmp, 'www'),
    stop: stopAll,
  }
}

/** Resolves once the port takes connections; rejects if nginx exits first or 15 s pass. */
async function listening(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`)
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1')
      socket.once('connect', () => {
        socket.destroy()
        resolve(true)
      })
      socket.once('error', () => resolve(false))
    })
    if (open) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`nothing listens on 127.0.0.1:${port}`)
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

function send(port: number, path: string, options: RequestOptions): Promise<NginxResponse> {
  const host = options.host ?? 'localhost'
  const make = options.tls ? httpsRequest : httpRequest
  return new Promise((resolve, reject) => {
    const req = make(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        headers: { host, connection: 'close', ...options.headers },
        agent: false,
        ...(options.localAddress ? { localAddress: options.localAddress } : {}),
        // The throwaway certificate is self-signed; the server name still picks the server block.
        ...(options.tls ? { servername: host, rejectUnauthorized: false } : {}),
      },
      (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => {
          body += chunk
        })
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
      },
    )
    req.on('error', reject)
    req.end()
  })
}
