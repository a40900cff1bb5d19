import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { CliError } from './errors'
import { checkWritable, commitWrites } from './fs'

let dir: string
afterEach(() => rmSync(dir, { recursive: true, force: true }))

function setup() {
  dir = mkdtempSync(join(tmpdir(), 'snipstack-fs-'))
  writeFileSync(join(dir, 'existing.txt'), 'before')
  // A file where a folder is needed: writing below it fails for every user, root included.
  writeFileSync(join(dir, 'blocker'), 'not a folder')
  return dir
}

describe('commitWrites', () => {
  it('writes new files, creating folders, and replaces existing ones', () => {
    setup()
    commitWrites(
      [
        { path: join(dir, 'a/b/new.ts'), content: 'new' },
        { path: join(dir, 'existing.txt'), content: 'after' },
      ],
      dir,
    )
    expect(readFileSync(join(dir, 'a/b/new.ts'), 'utf8')).toBe('new')
    expect(readFileSync(join(dir, 'existing.txt'), 'utf8')).toBe('after')
  })

  it('undoes every earlier write when a later one fails, leaving nothing half-written', () => {
    setup()
    let error: unknown
    try {
      commitWrites(
        [
          { path: join(dir, 'created/deep/file.ts'), content: 'x' },
          { path: join(dir, 'existing.txt'), content: 'after' },
          { path: join(dir, 'blocker/inside.ts'), content: 'never' },
        ],
        dir,
      )
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(CliError)
    expect((error as Error).message).toMatch(
      /^Could not write blocker\/inside\.ts \((ENOTDIR|EEXIST)\)\. Nothing was changed\.$/,
    )
    expect(existsSync(join(dir, 'created'))).toBe(false)
    expect(readFileSync(join(dir, 'existing.txt'), 'utf8')).toBe('before')
  })
})

describe('checkWritable', () => {
  it('refuses, before anything is written, a path below a file or onto a folder', () => {
    setup()
    mkdirSync(join(dir, 'folder'))
    expect(() => checkWritable([{ path: join(dir, 'blocker/x.ts'), content: '' }], dir)).toThrowError(
      /Could not write blocker\/x\.ts \(ENOTDIR\)/,
    )
    expect(() => checkWritable([{ path: join(dir, 'folder'), content: '' }], dir)).toThrowError(/EISDIR/)
    expect(() => checkWritable([{ path: join(dir, 'fine/x.ts'), content: '' }], dir)).not.toThrow()
  })
})
