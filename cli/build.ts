import { chmodSync } from 'node:fs'
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

/** The CLI as one file that Node.js ≥ 20 runs (the package's bin), every dependency inside it. */
export async function buildCli(outfile = resolve(import.meta.dir, 'dist/index.js')): Promise<void> {
  const result = await Bun.build({
    entrypoints: [resolve(import.meta.dir, 'src/index.ts')],
    target: 'node',
    outdir: dirname(outfile),
    naming: basename(outfile),
    banner: '#!/usr/bin/env node',
    plugins: [jsoncParserEsm],
  })
  if (!result.success) throw new AggregateError(result.logs, 'The CLI bundle failed to build')
  chmodSync(outfile, 0o755)
}

if (import.meta.main) await buildCli(process.argv[2] ? resolve(process.argv[2]) : undefined)
