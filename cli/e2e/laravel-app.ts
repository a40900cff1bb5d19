import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { run } from '@snipstack/testing/fresh-app'

/**
 * What `laravel new my-app` makes with the React starter kit, for its frontend: Inertia 3 with
 * React 19, TypeScript, Tailwind CSS v4 and Vite 8 through laravel-vite-plugin and Inertia's Vite
 * plugin, `@/*` → `resources/js/*` in tsconfig.json (laravel-vite-plugin gives Vite the same
 * alias), and the kit's shadcn/ui setup: a components.json and `cn()` in resources/js/lib/utils.ts.
 *
 * The installer and the kit come through Composer from Packagist and GitHub, which these tests
 * cannot reach, so the kit's frontend files are written here (its options as the kit has them;
 * its other pages, layouts and UI components left out) and its npm packages installed from npm,
 * in the kit's own ranges, as the installer's `npm install` does. Left out of vite.config.ts:
 * Wayfinder's plugin, which runs `php artisan wayfinder:generate` and so needs Laravel itself,
 * and the Instrument Sans font, which laravel-vite-plugin downloads while it builds.
 *
 * The PHP half is only what the tests need: `artisan`, by which a project is recognised as
 * Laravel, and a public/index.php that answers as the kit's root view would (see below).
 */

/** The guide's command for this scaffold. */
export const LARAVEL_NEW = 'laravel new my-app'

const files = (name: string): Record<string, string> => ({
  'package.json': `${JSON.stringify(
    {
      $schema: 'https://www.schemastore.org/package.json',
      private: true,
      type: 'module',
      scripts: { build: 'vite build', dev: 'vite', 'types:check': 'tsc --noEmit' },
      devDependencies: { '@types/node': '^22.13.5', 'babel-plugin-react-compiler': '^1.0.0' },
      dependencies: {
        '@inertiajs/react': '^3.0.0',
        '@inertiajs/vite': '^3.0.0',
        '@tailwindcss/vite': '^4.1.11',
        '@types/react': '^19.2.0',
        '@types/react-dom': '^19.2.0',
        '@vitejs/plugin-react': '^5.2.0',
        clsx: '^2.1.1',
        'laravel-vite-plugin': '^3.1',
        react: '^19.2.0',
        'react-dom': '^19.2.0',
        'tailwind-merge': '^3.0.1',
        tailwindcss: '^4.0.0',
        'tw-animate-css': '^1.4.0',
        typescript: '^5.7.2',
        vite: '^8.0.0',
      },
    },
    null,
    4,
  )}\n`,
  '.gitignore': '/node_modules\n/public/build\n/public/hot\n/vendor\n.env\n',
  'vite.config.ts': `import inertia from '@inertiajs/vite';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import laravel from 'laravel-vite-plugin';
import { defineConfig } from 'vite';

export default defineConfig({
    plugins: [
        laravel({
            input: ['resources/css/app.css', 'resources/js/app.tsx'],
            refresh: true,
        }),
        inertia(),
        react({
            babel: {
                plugins: ['babel-plugin-react-compiler'],
            },
        }),
        tailwindcss(),
    ],
});
`,
  // The kit's is `tsc --init`'s file, comments and all; these are the options it sets.
  'tsconfig.json': `{
    "compilerOptions": {
        /* Language and Environment */
        "target": "ESNext",
        "jsx": "react-jsx",

        /* Modules */
        "module": "ESNext",
        "moduleResolution": "bundler",
        "baseUrl": ".",
        "paths": {
            "@/*": ["./resources/js/*"]
        },

        /* JavaScript Support */
        "allowJs": true,

        /* Emit */
        "noEmit": true,

        /* Interop Constraints */
        "isolatedModules": true,
        "esModuleInterop": true,
        "forceConsistentCasingInFileNames": true,

        /* Type Checking */
        "strict": true,
        "noImplicitAny": true,

        /* Completeness */
        "skipLibCheck": true
    },
    "include": ["resources/js/**/*.ts", "resources/js/**/*.d.ts", "resources/js/**/*.tsx"]
}
`,
  'components.json': `${JSON.stringify(
    {
      $schema: 'https://ui.shadcn.com/schema.json',
      style: 'new-york',
      rsc: false,
      tsx: true,
      tailwind: {
        config: 'tailwind.config.js',
        css: 'resources/css/app.css',
        baseColor: 'neutral',
        cssVariables: true,
        prefix: '',
      },
      aliases: {
        components: '@/components',
        utils: '@/lib/utils',
        ui: '@/components/ui',
        lib: '@/lib',
        hooks: '@/hooks',
      },
      iconLibrary: 'lucide',
    },
    null,
    4,
  )}\n`,
  'resources/css/app.css': `@import 'tailwindcss';

@import 'tw-animate-css';

@source '../../vendor/laravel/framework/src/Illuminate/Pagination/resources/views/*.blade.php';
@source '../../storage/framework/views/*.php';

@custom-variant dark (&:is(.dark *));

@theme {
    --font-sans:
        'Instrument Sans', ui-sans-serif, system-ui, sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji',
        'Segoe UI Symbol', 'Noto Color Emoji';

    --radius-lg: var(--radius);
    --color-background: var(--background);
    --color-foreground: var(--foreground);
    --color-muted: var(--muted);
    --color-muted-foreground: var(--muted-foreground);
    --color-border: var(--border);
}

:root {
    --background: oklch(1 0 0);
    --foreground: oklch(0.145 0 0);
    --muted: oklch(0.97 0 0);
    --muted-foreground: oklch(0.556 0 0);
    --border: oklch(0.922 0 0);
    --radius: 0.625rem;
}

.dark {
    --background: oklch(0.145 0 0);
    --foreground: oklch(0.985 0 0);
    --muted: oklch(0.269 0 0);
    --muted-foreground: oklch(0.708 0 0);
    --border: oklch(0.269 0 0);
}

@layer base {
    * {
        @apply border-border;
    }

    body {
        @apply bg-background text-foreground;
    }
}
`,
  // No `resolve`: Inertia's Vite plugin adds one that loads ./pages/**/*.tsx through import.meta.glob.
  'resources/js/app.tsx': `import { createInertiaApp } from '@inertiajs/react';

const appName = import.meta.env.VITE_APP_NAME || 'Laravel';

createInertiaApp({
    title: (title) => (title ? \`\${title} - \${appName}\` : appName),
    strictMode: true,
    progress: {
        color: '#4B5563',
    },
});
`,
  'resources/js/types/vite-env.d.ts': '/// <reference types="vite/client" />\n',
  'resources/js/lib/utils.ts': `import type { ClassValue } from 'clsx';
import { clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

export function cn(...inputs: ClassValue[]) {
    return twMerge(clsx(inputs));
}
`,
  'resources/js/pages/welcome.tsx': `import { Head } from '@inertiajs/react';

export default function Welcome() {
    return (
        <>
            <Head title="Welcome" />
            <main className="flex min-h-screen items-center justify-center">
                <h1 className="text-2xl font-medium">Let's get started</h1>
            </main>
        </>
    );
}
`,
  // Laravel's artisan boots the framework from vendor/, which Composer fills from Packagist.
  artisan: `#!/usr/bin/env php
<?php

// Stands in for Laravel's artisan: the framework it boots comes from Packagist, out of reach here.
fwrite(STDERR, "${name}: Laravel's framework is not installed on this machine.\\n");
exit(1);
`,
  'public/index.php': `<?php

// Stands in for Laravel, whose PHP packages come from Packagist: what the kit's root view
// (resources/views/app.blade.php) sends for the welcome page. Its @vite directive reads Vite's
// manifest and links each entry's built files; Inertia's @inertia directive writes the page object
// as JSON and the element the app mounts in.
$manifest = json_decode(file_get_contents(__DIR__.'/build/manifest.json'), true);
$tags = '';
foreach (['resources/css/app.css', 'resources/js/app.tsx'] as $entry) {
    $chunk = $manifest[$entry];
    foreach ($chunk['css'] ?? [] as $css) {
        $tags .= '<link rel="stylesheet" href="/build/'.$css.'">';
    }
    $tags .= str_ends_with($chunk['file'], '.css')
        ? '<link rel="stylesheet" href="/build/'.$chunk['file'].'">'
        : '<script type="module" src="/build/'.$chunk['file'].'"></script>';
}
$page = json_encode([
    'component' => 'welcome',
    'props' => ['errors' => new stdClass()],
    'url' => '/',
    'version' => '',
    'clearHistory' => false,
    'encryptHistory' => false,
]);
?>
<!DOCTYPE html>
<html lang="en">
<head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Laravel</title>
    <link rel="icon" href="data:,">
    <?= $tags ?>
</head>
<body class="font-sans antialiased">
    <script data-page="app" type="application/json"><?= $page ?></script>
    <div id="app"></div>
</body>
</html>
`,
})

/** Writes the kit's frontend into `parent/name` and installs its npm packages. */
export async function createLaravelApp(parent: string, name: string, env: Record<string, string>) {
  const dir = join(parent, name)
  for (const [path, content] of Object.entries(files(name))) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), content)
  }
  await run('npm', ['install'], { cwd: dir, env })
}

/** Fails at once, saying how to get it, when this machine has no PHP to serve the app with. */
export function requirePhp() {
  const probe = spawnSync('php', ['--version'], { encoding: 'utf8' })
  if (probe.error || probe.status !== 0) {
    throw new Error(
      "PHP is not installed: this test serves the Laravel app with PHP's built-in server. Install it with `apt-get install php-cli`.",
    )
  }
}
