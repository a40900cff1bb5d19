import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CLI_PACKAGE_PATH } from '@snipstack/contracts/install-commands'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recordListeningPort } from '../../lib/origin'
import { cliPackageModule, stampPackage } from '.'

const bin = '#!/usr/bin/env node\nconsole.log("hi")\n'
const manifest = { name: 'snipstack', version: '1.2.3', bin: { snipstack: './dist/index.js' } }
let dir: string
let tarball: string

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'snipstack-cli-package-'))
  tarball = join(dir, 'snipstack.tgz')
  const packed = new Bun.Archive(
    { 'package/package.json': JSON.stringify(manifest), 'package/dist/index.js': bin },
    { compress: 'gzip' },
  )
  writeFileSync(tarball, await packed.bytes())
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function unpack(body: Uint8Array) {
  const files = await new Bun.Archive(body).files()
  return {
    names: [...files.keys()].sort(),
    manifest: JSON.parse(await (files.get('package/package.json') as Blob).text()),
    bin: await (files.get('package/dist/index.js') as Blob).text(),
  }
}

describe('the CLI package an instance serves', () => {
  it('names the registry in package.json and leaves every other file as packed', async () => {
    const stamped = await unpack(await stampPackage(readFileSync(tarball), 'https://ui.example.com/r'))
    expect(stamped.names).toEqual(['package/dist/index.js', 'package/package.json'])
    expect(stamped.manifest).toEqual({ ...manifest, snipstack: { registry: 'https://ui.example.com/r' } })
    expect(stamped.bin).toBe(bin)
  })

  it("is stamped with the host the request was sent to, or PUBLIC_URL's", async () => {
    const reflected = cliPackageModule({ tarball })
    const local = await reflected.handle(new Request(`http://127.0.0.1:3000${CLI_PACKAGE_PATH}`))
    expect(local.status).toBe(200)
    expect(local.headers.get('content-type')).toBe('application/gzip')
    expect(local.headers.get('vary')).toBe('Host')
    expect((await unpack(await local.bytes())).manifest.snipstack).toEqual({ registry: 'http://127.0.0.1:3000/r' })
    const other = await reflected.handle(new Request(`http://localhost:3000${CLI_PACKAGE_PATH}`))
    expect((await unpack(await other.bytes())).manifest.snipstack).toEqual({ registry: 'http://localhost:3000/r' })

    const fixed = cliPackageModule({ tarball, publicUrl: 'https://ui.example.com/' })
    const answer = await fixed.handle(new Request(`http://127.0.0.1:3000${CLI_PACKAGE_PATH}`))
    expect(answer.headers.get('vary')).toBe('Accept-Encoding')
    expect((await unpack(await answer.bytes())).manifest.snipstack).toEqual({ registry: 'https://ui.example.com/r' })
  })

  it('stamps one package for every loopback alias and port a client names, with the port it listens on', async () => {
    const served = cliPackageModule({ tarball })
    const etags = new Set<string | null>()
    for (const host of ['localhost:3000', 'a.localhost:3000', 'b.c.localhost:1', 'LOCALHOST:65535']) {
      const request = new Request(`http://${host}${CLI_PACKAGE_PATH}`)
      recordListeningPort(request, 3000)
      const response = await served.handle(request)
      expect((await unpack(await response.bytes())).manifest.snipstack).toEqual({ registry: 'http://localhost:3000/r' })
      etags.add(response.headers.get('etag'))
    }
    expect(etags.size).toBe(1)
  })

  it('answers HEAD without a body and a known ETag with 304', async () => {
    const served = cliPackageModule({ tarball, publicUrl: 'https://ui.example.com' })
    const url = `https://ui.example.com${CLI_PACKAGE_PATH}`
    const first = await served.handle(new Request(url))
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^"[\w-]+"$/)
    const head = await served.handle(new Request(url, { method: 'HEAD' }))
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe(String((await first.bytes()).byteLength))
    expect(await head.text()).toBe('')
    const again = await served.handle(new Request(url, { headers: { 'If-None-Match': etag ?? '' } }))
    expect(again.status).toBe(304)
  })
})
