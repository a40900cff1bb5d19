import { snippetLanguages } from '@snipstack/contracts'
import { snippetFileExtensions } from '@snipstack/contracts/content'
import { runExample } from '@snipstack/server/content/examples'
import { load30sSnippets } from '@snipstack/server/content/imported'
import { loadSnippetFiles } from '@snipstack/server/content/snippets'

// Runs snippets' usage examples by hand, as the test command does (examples.int.test.ts):
//   bun scripts/run-examples.ts                 every snippet that has an example
//   bun scripts/run-examples.ts php rust        the snippets in those language folders
//   bun scripts/run-examples.ts imported        the imported snippets (content/imported)
//   bun scripts/run-examples.ts 30s-chunk ...   imported snippets by slug
// Only the named folders are loaded, so a file being written elsewhere does not stop the check.
// Prints each failure with what the program printed; exits 1 when any fails.

const args = process.argv.slice(2)
const importedSlugs = args.filter((arg) => arg.startsWith('30s-'))
const wantsImported = args.length === 0 || args.includes('imported') || importedSlugs.length > 0
const folders = args.filter((arg) => arg !== 'imported' && !arg.startsWith('30s-'))
const unknown = folders.filter((folder) => !snippetLanguages.some((l) => snippetFileExtensions[l].folder === folder))
if (unknown.length) {
  console.error(
    `No language folder ${unknown.join(', ')}: content/snippets holds ${snippetLanguages.map((l) => snippetFileExtensions[l].folder).join(', ')}`,
  )
  process.exit(2)
}
const languages =
  args.length === 0
    ? snippetLanguages
    : snippetLanguages.filter((language) => folders.includes(snippetFileExtensions[language].folder))
const imported = wantsImported
  ? load30sSnippets().filter((record) => importedSlugs.length === 0 || importedSlugs.includes(record.slug))
  : []
const loaded = [...loadSnippetFiles(undefined, languages), ...imported]
const chosen = loaded.filter((snippet) => snippet.example)
const without = loaded.filter((snippet) => !snippet.example)
let failed = 0
const queue = [...chosen]
async function worker() {
  for (let snippet = queue.shift(); snippet; snippet = queue.shift()) {
    if (!snippet.example) continue
    const result = await runExample({ ...snippet, example: snippet.example })
    if (result.ok) console.log(`ok    ${snippet.slug}`)
    else {
      failed += 1
      console.log(`FAIL  ${snippet.slug}: ${result.reason}\n${result.output.replace(/^/gm, '      ')}`)
    }
  }
}
await Promise.all([worker(), worker()])
if (without.length) console.log(`\nNo example yet: ${without.map((snippet) => snippet.slug).join(', ')}`)
console.log(`\n${chosen.length - failed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
