import { describe, expect, it } from 'vitest'
import { commandParts } from './command-parts'

describe('commandParts', () => {
  it("cuts after each slash of a URL's path, never inside ://", () => {
    expect(commandParts('npx http://127.0.0.1:3000/cli/snipstack.tgz add marquee')).toEqual([
      'npx http://127.0.0.1:3000/',
      'cli/',
      'snipstack.tgz add marquee',
    ])
    expect(commandParts('bunx --bun -p snipstack@https://a.example/cli/x.tgz snipstack init')).toEqual([
      'bunx --bun -p snipstack@https://a.example/',
      'cli/',
      'x.tgz snipstack init',
    ])
  })

  it('leaves a command without a path whole, and always joins back to the command', () => {
    for (const command of ['npm run dev', 'npm create vite@latest my-app -- --template react-ts', 'a/', '//', '']) {
      expect(commandParts(command).join('')).toBe(command)
    }
    expect(commandParts('npm run dev')).toEqual(['npm run dev'])
  })
})
