import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { run } from '@snipstack/testing/fresh-app'

/**
 * What `npm init gatsby -- -y -ts my-app` makes: create-gatsby clones Gatsby's minimal TypeScript
 * starter (gatsby-starter-minimal-ts) from GitHub, which these tests cannot reach, names the site
 * after its folder and installs it with npm. The same files are written here (the starter's
 * options as it ships them: classic JSX, `moduleResolution: node`, React 18) and installed from
 * npm with create-gatsby's own flags. Its `git init` and first commit are left out.
 *
 * `--ignore-scripts`: Gatsby needs sharp 0.32 (through gatsby-plugin-utils), whose install script
 * downloads libvips and its prebuilt binary from GitHub, so npm would stop there. Nothing in the
 * guide processes images, and the other scripts skipped only print a banner, build a native module
 * whose prebuilt npm package is already installed, or fetch Gatsby's latest API list from unpkg
 * (Gatsby falls back to the copy it ships).
 */
export async function createGatsbyApp(parent: string, name: string, env: Record<string, string>) {
  const dir = join(parent, name)
  const files: Record<string, string> = {
    'package.json': `${JSON.stringify(
      {
        name,
        version: '1.0.0',
        private: true,
        description: name,
        keywords: ['gatsby'],
        scripts: {
          develop: 'gatsby develop',
          start: 'gatsby develop',
          build: 'gatsby build',
          serve: 'gatsby serve',
          clean: 'gatsby clean',
          typecheck: 'tsc --noEmit',
        },
        dependencies: { gatsby: '^5.14.1', react: '^18.2.0', 'react-dom': '^18.2.0' },
        devDependencies: {
          '@types/node': '^20.11.19',
          '@types/react': '^18.2.55',
          '@types/react-dom': '^18.2.19',
          typescript: '^5.3.3',
        },
      },
      null,
      2,
    )}\n`,
    'gatsby-config.ts': `import type { GatsbyConfig } from "gatsby"

const config: GatsbyConfig = {
  siteMetadata: {
    title: \`${name}\`,
    siteUrl: \`https://www.yourdomain.tld\`,
  },
  // More easily incorporate content into your pages through automatic TypeScript type generation and better GraphQL IntelliSense.
  // If you use VSCode you can also use the GraphQL plugin
  // Learn more at: https://gatsby.dev/graphql-typegen
  graphqlTypegen: true,
  plugins: [],
}

export default config
`,
    // The starter's tsconfig.json is the commented file of `tsc --init`, shortened to its options.
    'tsconfig.json': `{
  "compilerOptions": {
    /* Visit https://aka.ms/tsconfig.json to read more about this file */

    /* Language and Environment */
    "target": "esnext",                                  /* Set the JavaScript language version for emitted JavaScript and include compatible library declarations. */
    "lib": ["dom", "esnext"],                            /* Specify a set of bundled library declaration files that describe the target runtime environment. */
    "jsx": "react",                                      /* Specify what JSX code is generated. */

    /* Modules */
    "module": "esnext",                                  /* Specify what module code is generated. */
    "moduleResolution": "node",                          /* Specify how TypeScript looks up a file from a given module specifier. */
    // "baseUrl": "./",                                  /* Specify the base directory to resolve non-relative module names. */
    // "paths": {},                                      /* Specify a set of entries that re-map imports to additional lookup locations. */

    /* Interop Constraints */
    "esModuleInterop": true,                             /* Emit additional JavaScript to ease support for importing CommonJS modules. */
    "forceConsistentCasingInFileNames": true,            /* Ensure that casing is correct in imports. */

    /* Type Checking */
    "strict": true,                                      /* Enable all strict type-checking options. */

    /* Completeness */
    "skipLibCheck": true                                 /* Skip type checking all .d.ts files. */
  },
  "include": ["./src/**/*", "./gatsby-node.ts", "./gatsby-config.ts", "./plugins/**/*"]
}
`,
    'src/pages/index.tsx': `import * as React from "react"
import type { HeadFC, PageProps } from "gatsby"

const IndexPage: React.FC<PageProps> = () => {
  return (
    <main>
      <h1>Congratulations — you just made a Gatsby site!</h1>
      <p>
        Edit <code>src/pages/index.tsx</code> to see this page update in real-time.
      </p>
    </main>
  )
}

export default IndexPage

export const Head: HeadFC = () => <title>Home Page</title>
`,
    'src/pages/404.tsx': `import * as React from "react"
import { Link, HeadFC, PageProps } from "gatsby"

const NotFoundPage: React.FC<PageProps> = () => {
  return (
    <main>
      <h1>Page not found</h1>
      <p>
        Sorry, we couldn’t find what you were looking for. <Link to="/">Go home</Link>.
      </p>
    </main>
  )
}

export default NotFoundPage

export const Head: HeadFC = () => <title>Not found</title>
`,
    '.gitignore': 'node_modules/\n.cache/\npublic\nsrc/gatsby-types.d.ts\n',
  }
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), content)
  }
  await run('npm', ['install', '--loglevel', 'error', '--legacy-peer-deps', '--no-audit', '--ignore-scripts'], {
    cwd: dir,
    env,
  })
}
