import { existsSync } from 'node:fs'

/**
 * The browser every test launches: Debian's build of Chromium, never a downloaded one. Its
 * headless shell (package chromium-headless-shell) when installed, the full browser otherwise: the
 * same Blink at the same version, without the full browser's windows and the renderers they keep
 * for its own UI, which cost two shared cores about a quarter of a browser suite's time.
 * `CHROMIUM_PATH` picks another binary.
 */
const headlessShell = '/usr/bin/chromium-headless-shell'

export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium'),
  // Headless and without the background traffic a closed network would refuse.
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
}
