import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { registryBase } from './fetch'
import { packagedRegistry } from './packaged'

let root: string
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'snipstack-packaged-'))
  mkdirSync(join(root, 'dist/chunks'), { recursive: true })
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

const manifest = (value: unknown) => writeFileSync(join(root, 'package.json'), JSON.stringify(value))

describe('the registry an instance wrote into the package it served', () => {
  it('is read from the package beside the bundle and its chunks', () => {
    manifest({ name: 'snipstack', version: '0.1.0', snipstack: { registry: 'https://ui.example.com/r' } })
    expect(packagedRegistry(join(root, 'dist/index.js'))).toBe('https://ui.example.com/r')
    expect(packagedRegistry(join(root, 'dist/chunks/typescript-1.js'))).toBe('https://ui.example.com/r')
  })

  it('is absent from the published package, from another package and from a broken manifest', () => {
    manifest({ name: 'snipstack', version: '0.1.0' })
    expect(packagedRegistry(join(root, 'dist/index.js'))).toBeUndefined()
    manifest({ name: 'other', snipstack: { registry: 'https://ui.example.com/r' } })
    expect(packagedRegistry(join(root, 'dist/index.js'))).toBeUndefined()
    manifest({ name: 'snipstack', snipstack: { registry: 42 } })
    expect(packagedRegistry(join(root, 'dist/index.js'))).toBeUndefined()
    writeFileSync(join(root, 'package.json'), '{ not json')
    expect(packagedRegistry(join(root, 'dist/index.js'))).toBeUndefined()
  })

  it('comes after the flag, the variable and the project, and before the public registry', () => {
    const saved = process.env.SNIPSTACK_REGISTRY_URL
    delete process.env.SNIPSTACK_REGISTRY_URL
    try {
      const instance = 'https://ui.example.com/r'
      expect(registryBase(undefined, undefined, instance)).toBe(instance)
      expect(registryBase(undefined, 'https://project.example.com/r', instance)).toBe('https://project.example.com/r')
      expect(registryBase('https://flag.example.com/r', undefined, instance)).toBe('https://flag.example.com/r')
      process.env.SNIPSTACK_REGISTRY_URL = 'https://env.example.com/r'
      expect(registryBase(undefined, undefined, instance)).toBe('https://env.example.com/r')
      delete process.env.SNIPSTACK_REGISTRY_URL
      // This checkout's own package.json names none, so the public registry is the last resort.
      expect(registryBase(undefined)).toBe('https://snipstack.dev/r')
    } finally {
      if (saved !== undefined) process.env.SNIPSTACK_REGISTRY_URL = saved
    }
  })
})
