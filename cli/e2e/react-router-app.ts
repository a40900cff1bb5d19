import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { run } from '@snipstack/testing/fresh-app'

/**
 * What `npx create-react-router@latest my-app --yes` makes: React Router's default template,
 * framework mode with server rendering, TypeScript and Tailwind CSS v4, the `~/*` alias. The
 * template itself is fetched from GitHub, which these tests cannot reach, so the same files are
 * written here and the same packages installed from npm: today's React Router (which needs
 * Node.js 22.22 or later: `env` must run one), one release for all of its packages, as npm would
 * otherwise mix releases whose exact peers disagree.
 */
export async function createReactRouterApp(parent: string, name: string, env: Record<string, string>) {
  const dir = join(parent, name)
  // The toolchain's latest release: the runtime packages may have one more, which its exact peers refuse.
  const latest = (await run('npm', ['view', '@react-router/dev@latest', 'version'], { cwd: parent, env })).stdout.trim()
  const files: Record<string, string> = {
    'package.json': `${JSON.stringify(
      {
        name,
        private: true,
        type: 'module',
        scripts: {
          build: 'react-router build',
          dev: 'react-router dev',
          start: 'react-router-serve ./build/server/index.js',
          typecheck: 'react-router typegen && tsc',
        },
      },
      null,
      2,
    )}\n`,
    'react-router.config.ts': `import type { Config } from '@react-router/dev/config'

export default {
  ssr: true,
} satisfies Config
`,
    'vite.config.ts': `import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
})
`,
    'tsconfig.json': `${JSON.stringify(
      {
        include: ['**/*', '**/.server/**/*', '**/.client/**/*', '.react-router/types/**/*'],
        compilerOptions: {
          lib: ['DOM', 'DOM.Iterable', 'ES2022'],
          types: ['node', 'vite/client'],
          target: 'ES2022',
          module: 'ES2022',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          rootDirs: ['.', './.react-router/types'],
          paths: { '~/*': ['./app/*'] },
          esModuleInterop: true,
          verbatimModuleSyntax: true,
          noEmit: true,
          resolveJsonModule: true,
          skipLibCheck: true,
          strict: true,
        },
      },
      null,
      2,
    )}\n`,
    'app/app.css': '@import "tailwindcss";\n',
    'app/routes.ts': `import { index, type RouteConfig } from '@react-router/dev/routes'

export default [index('routes/home.tsx')] satisfies RouteConfig
`,
    'app/root.tsx': `import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router'
import './app.css'

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The template ships a favicon.ico; an empty icon keeps the browser from asking for it. */}
        <link rel="icon" href="data:," />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}
`,
    'app/routes/home.tsx': `export default function Home() {
  return <h1>Welcome to React Router</h1>
}
`,
  }
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), content)
  }
  const release = (name: string) => `${name}@${latest}`
  const runtime = ['react-router', '@react-router/node', '@react-router/serve'].map(release)
  await run('npm', ['install', ...runtime, 'isbot', 'react', 'react-dom'], { cwd: dir, env })
  await run(
    'npm',
    [
      'install',
      '-D',
      release('@react-router/dev'),
      '@tailwindcss/vite',
      'tailwindcss',
      '@types/node',
      '@types/react',
      '@types/react-dom',
      'typescript@5',
      'vite',
    ],
    { cwd: dir, env },
  )
}
