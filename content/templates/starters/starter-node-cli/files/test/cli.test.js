import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { it } from 'node:test'

const bin = fileURLToPath(new URL('../bin/wordcount.js', import.meta.url))

/**
 * @param {string[]} args
 * @param {string} [input]
 */
const run = (args, input = '') =>
  spawnSync(process.execPath, [bin, ...args], { input, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } })

it('prints the most frequent words from stdin', () => {
  const result = run(['top', '--limit', '1'], 'the cat and the hat')
  assert.equal(result.status, 0)
  assert.match(result.stdout, /2\s+the/)
})

it('exits with 2 on an unknown command', () => {
  const result = run(['frobnicate'])
  assert.equal(result.status, 2)
  assert.match(result.stderr, /unknown command/)
})
