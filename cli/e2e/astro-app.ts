import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { run } from '@snipstack/testing/fresh-app'

/**
 * What `npm create astro@latest my-app -- --template minimal --yes` makes: Astro's minimal
 * template, one page, TypeScript with `astro/tsconfigs/strict`, no integrations, and its
 * dependencies installed (`--yes` also runs `git init`, which changes nothing here). The template
 * itself is fetched from GitHub, which these tests cannot reach, so its files are written here and
 * Astro installed from npm, today's release as the template's `^` range gives it. `env` must run
 * a Node.js that release supports (see node-release.ts).
 */
/** A 1×1 icon in the ICO format. */
const FAVICON_ICO =
  'AAABAAEAAQEAAAEAIABGAAAAFgAAAIlQTkcNChoKAAAADUlIRFIAAAABAAAAAQgGAAAAHxXEiQAAAA1JREFUeJxjYGBg+A8AAQQBAF/lw0sAAAAASUVORK5CYII='

export async function createAstroApp(parent: string, name: string, env: Record<string, string>) {
  const dir = join(parent, name)
  const files: Record<string, string> = {
    // create-astro names the package after the project and drops the template's `private`.
    'package.json': `${JSON.stringify(
      {
        name,
        type: 'module',
        version: '0.0.1',
        scripts: { dev: 'astro dev', build: 'astro build', preview: 'astro preview', astro: 'astro' },
      },
      null,
      2,
    )}\n`,
    'astro.config.mjs': `// @ts-check
import { defineConfig } from 'astro/config';

// https://astro.build/config
export default defineConfig({});
`,
    'tsconfig.json': `{
  "extends": "astro/tsconfigs/strict",
  "include": [".astro/types.d.ts", "**/*"],
  "exclude": ["dist"]
}
`,
    '.gitignore': `# build output
dist/

# generated types
.astro/

# dependencies
node_modules/

# logs
npm-debug.log*

# environment variables
.env
.env.production

# macOS-specific files
.DS_Store
`,
    // The template's favicons are Astro's logo; any icon does here.
    'public/favicon.svg':
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128"><rect width="128" height="128" rx="24"/></svg>\n',
    'src/pages/index.astro': `---

---

<html lang="en">
	<head>
		<meta charset="utf-8" />
		<link rel="icon" type="image/svg+xml" href="/favicon.svg" />
		<link rel="icon" href="/favicon.ico" />
		<meta name="viewport" content="width=device-width" />
		<meta name="generator" content={Astro.generator} />
		<title>Astro</title>
	</head>
	<body>
		<h1>Astro</h1>
	</body>
</html>
`,
  }
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), content)
  }
  // A page without an icon of its own (the guide's) makes the browser ask for /favicon.ico.
  writeFileSync(join(dir, 'public/favicon.ico'), Buffer.from(FAVICON_ICO, 'base64'))
  await run('npm', ['install', 'astro@latest'], { cwd: dir, env })
}
