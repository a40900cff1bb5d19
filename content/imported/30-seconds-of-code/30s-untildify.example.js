import { createRequire } from 'node:module'
globalThis.require = createRequire(import.meta.url)
const home = require('os').homedir();
console.log(untildify('~/projects/app') === `${home}/projects/app`);
console.log(untildify('~') === home);
// Only a leading "~" or "~/" is replaced
console.log(untildify('/tmp/~/file'));
console.log(untildify('~other/file'));
console.log(untildify('relative/path'));
