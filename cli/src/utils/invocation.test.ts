import { describe, expect, it } from 'vitest'
import { commandLine, commandSource, howInvoked, type InvocationFacts, invocationPrefix } from './invocation'

const tgz = 'https://ui.example.com/cli/snipstack.tgz'
const stampedRegistry = 'https://ui.example.com/r'
const npm = { npm_config_user_agent: 'npm/11.19.1 node/v20.20.2 linux x64 workspaces/false' }
/** What npm and Bun set when they run a binary (`npx …`, `bunx …`). */
const npxEnv = { ...npm, npm_command: 'exec', npm_lifecycle_event: 'npx', npm_lifecycle_script: "'snipstack'" }
const bunxEnv = {
  npm_config_user_agent: 'bun/1.4.5 npm/? node/v26.3.0 linux x64',
  npm_command: 'exec',
  npm_lifecycle_event: 'bunx',
  npm_lifecycle_script: 'snipstack',
}

/** The hint a user gets after starting the CLI as `facts` describe. */
const initHint = (facts: InvocationFacts) => commandLine(howInvoked(facts), 'init')

describe('how the CLI was started, for hints that repeat it', () => {
  it("names an instance's package run once by npx, pnpm, Yarn or Bun, by its address", () => {
    // Where each keeps a package it runs once (seen on npm 11, Bun 1.4; pnpm's and Yarn's dlx).
    expect(
      initHint({ packageDir: '/root/.npm/_npx/00a6a1dfb4b6342c/node_modules/snipstack', stampedRegistry, env: npxEnv }),
    ).toBe(`npx -y ${tgz} init`)
    expect(
      initHint({
        packageDir: 'C:\\Users\\ada\\AppData\\Local\\npm-cache\\_npx\\9f2c\\node_modules\\snipstack',
        stampedRegistry,
        env: npxEnv,
      }),
    ).toBe(`npx -y ${tgz} init`)
    expect(
      initHint({
        packageDir: '/root/.bun/install/cache/.bunx-0/snipstack@tarball@8752023966986063099/node_modules/snipstack',
        stampedRegistry,
        env: bunxEnv,
      }),
    ).toBe(`bunx --bun -p snipstack@${tgz} snipstack init`)
    expect(
      initHint({
        packageDir:
          '/home/ada/.cache/pnpm/dlx/x4f2/19d2-4242/node_modules/.pnpm/snipstack@file+x/node_modules/snipstack',
        stampedRegistry,
        env: { npm_config_user_agent: 'pnpm/10.2.0 npm/? node/v22.11.0 linux x64' },
      }),
    ).toBe(`pnpm dlx ${tgz} init`)
    expect(
      initHint({
        packageDir: '/tmp/xfs-1a2b3c4d/dlx-4242/node_modules/snipstack',
        stampedRegistry,
        env: { npm_config_user_agent: 'yarn/4.6.0 npm/? node/v22.11.0 linux x64' },
      }),
    ).toBe(`yarn dlx -p snipstack@${tgz} snipstack init`)
  })

  it('names the npm package only for a copy that a package manager fetched unstamped, from npm', () => {
    const published = howInvoked({ packageDir: '/root/.npm/_npx/51b2/node_modules/snipstack', env: npxEnv })
    expect(published).toEqual({ kind: 'once', pm: 'npm', source: { package: 'snipstack' } })
    expect(commandLine(published, 'add marquee')).toBe('npx -y snipstack@latest add marquee')
  })

  it('names the installed binary the way it was run: by name, or through npx or bunx', () => {
    const project = '/work/app/node_modules/snipstack'
    expect(initHint({ packageDir: project, stampedRegistry, env: npxEnv })).toBe('npx snipstack init')
    expect(initHint({ packageDir: project, env: bunxEnv })).toBe('bunx snipstack init')
    expect(initHint({ packageDir: '/usr/lib/node_modules/snipstack', env: {} })).toBe('snipstack init')
    // From a package script: the binary is on that script's PATH, and run by its name.
    expect(
      initHint({ packageDir: project, env: { ...npm, npm_command: 'run-script', npm_lifecycle_event: 'setup' } }),
    ).toBe('snipstack init')
    // Started by a tool that npx or bunx ran, which hands its environment down.
    expect(initHint({ packageDir: project, env: { ...bunxEnv, npm_lifecycle_script: 'vitest' } })).toBe(
      'snipstack init',
    )
    expect(initHint({ packageDir: project, env: { ...npxEnv, npm_lifecycle_script: "'tsx'" } })).toBe('snipstack init')
    // A checkout of this repository, or a project folder whose name only looks like a runner's.
    expect(initHint({ env: npm })).toBe('snipstack init')
    expect(initHint({ packageDir: '/home/ada/dlx-demo/node_modules/snipstack', env: npm })).toBe('snipstack init')
  })

  it('gives the prefix on its own, for the usage line of --help', () => {
    expect(
      invocationPrefix(
        howInvoked({ packageDir: '/root/.npm/_npx/1/node_modules/snipstack', stampedRegistry, env: npxEnv }),
      ),
    ).toBe(`npx -y ${tgz}`)
    expect(invocationPrefix(howInvoked({ env: {} }))).toBe('snipstack')
  })
})

describe('where commands for any project take the CLI from', () => {
  it("is this copy's own instance, or the npm package it came from", () => {
    const fromInstance = howInvoked({ packageDir: '/app/node_modules/snipstack', stampedRegistry, env: {} })
    expect(commandSource(fromInstance, 'https://other.example.com/r')).toEqual({ origin: 'https://ui.example.com' })
    const published = howInvoked({ packageDir: '/root/.npm/_npx/51b2/node_modules/snipstack', env: npxEnv })
    expect(commandSource(published, 'https://snipstack.dev/r')).toEqual({ package: 'snipstack' })
  })

  it('is otherwise the instance whose registry it reads, or the public site', () => {
    const checkout = howInvoked({ env: {} })
    expect(commandSource(checkout, 'http://127.0.0.1:4000/r')).toEqual({ origin: 'http://127.0.0.1:4000' })
    expect(commandSource(checkout, 'https://ui.example.com/app/r/')).toEqual({ origin: 'https://ui.example.com/app' })
    expect(commandSource(checkout, 'https://cdn.example.com/registry')).toEqual({ origin: 'https://snipstack.dev' })
  })
})
