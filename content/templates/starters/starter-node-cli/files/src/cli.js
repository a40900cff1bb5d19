import { readFile } from 'node:fs/promises'
import { parseArgs, styleText } from 'node:util'
import { count, top } from './count.js'

const help = `Usage: wordcount <command> [options] [file...]

Commands:
  count         lines, words and characters of each file (or stdin)
  top           the most frequent words

Options:
  -n, --limit   how many words "top" prints (default 10)
  -h, --help    show this help
`

/** @returns {Promise<string>} */
async function readStdin() {
  const chunks = []
  for await (const chunk of process.stdin) chunks.push(chunk)
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * @param {string[]} files
 * @returns {Promise<[string, string][]>} name and contents of each input
 */
async function inputs(files) {
  if (files.length === 0) return [['-', await readStdin()]]
  return Promise.all(files.map(async (file) => /** @type {[string, string]} */ ([file, await readFile(file, 'utf8')])))
}

/** @type {Record<string, (files: string[], options: { limit: number }) => Promise<void>>} */
const commands = {
  async count(files) {
    for (const [name, text] of await inputs(files)) {
      const { lines, words, chars } = count(text)
      console.log(`${String(lines).padStart(8)}${String(words).padStart(8)}${String(chars).padStart(8)} ${name}`)
    }
  },
  async top(files, { limit }) {
    const text = (await inputs(files)).map(([, contents]) => contents).join('\n')
    for (const [word, n] of top(text, limit)) {
      console.log(`${styleText('bold', String(n).padStart(6))}  ${word}`)
    }
  },
}

/**
 * Runs the CLI and returns the exit code: 0 on success, 1 on errors, 2 on bad usage.
 * @param {string[]} argv
 * @returns {Promise<number>}
 */
export async function main(argv) {
  let parsed
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        limit: { type: 'string', short: 'n', default: '10' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    })
  } catch (error) {
    console.error(styleText('red', String(error instanceof Error ? error.message : error)))
    return 2
  }
  const [command, ...files] = parsed.positionals
  if (parsed.values.help || !command) {
    console.log(help)
    return parsed.values.help ? 0 : 2
  }
  // hasOwn, so that "toString" and friends are not taken for commands.
  const run = Object.hasOwn(commands, command) ? commands[command] : undefined
  const limit = Number(parsed.values.limit)
  if (!run || !Number.isInteger(limit) || limit < 1) {
    console.error(styleText('red', run ? '--limit must be a positive whole number' : `unknown command: ${command}`))
    return 2
  }
  try {
    await run(files, { limit })
    return 0
  } catch (error) {
    console.error(styleText('red', String(error instanceof Error ? error.message : error)))
    return 1
  }
}
