import { chmodSync, rmSync } from 'node:fs'
import { basename, dirname, resolve } from 'node:path'
import type { BunPlugin } from 'bun'

/**
 * jsonc-parser's main entry is a UMD build whose require() calls go through a factory argument,
 * which no bundler can follow; its ESM build bundles cleanly. Node.js itself cannot load that ESM
 * build (its imports have no file extensions), so the sources keep importing the main entry and
 * only the bundle takes the ESM build.
 */
const jsoncParserEsm: BunPlugin = {
  name: 'jsonc-parser-esm',
  setup(build) {
    build.onResolve({ filter: /^jsonc-parser$/ }, () => ({
      path: Bun.resolveSync('jsonc-parser/lib/esm/main.js', import.meta.dir),
    }))
  },
}

/**
 * The CLI that Node.js ≥ 20 runs (the package's bin), every dependency inside it. Modules it
 * imports lazily go into `chunks/` beside it: TypeScript's compiler, which only `add` in a
 * JavaScript project loads, is most of the CLI's size, and every other command starts without it.
 */
export async function buildCli(outfile = resolve(import.meta.dir, 'dist/index.js')): Promise<void> {
  const chunks = resolve(dirname(outfile), 'chunks')
  // Chunk names carry a hash: the previous build's would linger beside the new ones.
  rmSync(chunks, { recursive: true, force: true })
  const result = await Bun.build({
    entrypoints: [resolve(import.meta.dir, 'src/index.ts')],
    target: 'node',
    outdir: dirname(outfile),
    naming: { entry: basename(outfile), chunk: 'chunks/[name]-[hash].[ext]' },
    splitting: true,
    banner: '#!/usr/bin/env node',
    plugins: [jsoncParserEsm],
  })
  if (!result.success) throw new AggregateError(result.logs, 'The CLI bundle failed to build')
  chmodSync(outfile, 0o755)
}

if (import.meta.main) await buildCli(process.argv[2] ? resolve(process.argv[2]) : undefined)
