import { createReadStream } from 'node:fs'
import { createInterface } from 'node:readline'

/** Yields a file's lines one at a time, so memory use stays flat however large the file is. */
export async function* readLines(path, { signal } = {}) {
  const input = createReadStream(path, { encoding: 'utf8', signal })
  // crlfDelay: Infinity treats \r\n as one line break even when it straddles two chunks.
  const lines = createInterface({ input, crlfDelay: Infinity })
  try {
    for await (const line of lines) yield line
  } finally {
    // Runs when the consumer breaks out early, so the file handle is not leaked.
    lines.close()
    input.destroy()
  }
}

/** Parses JSON Lines (one JSON value per line), skipping blank lines and naming the bad line on error. */
export async function* readJsonLines(path, options) {
  let lineNumber = 0
  for await (const line of readLines(path, options)) {
    lineNumber += 1
    // A byte order mark on the first line would make JSON.parse fail.
    const text = (lineNumber === 1 ? line.replace(/^\uFEFF/, '') : line).trim()
    if (text === '') continue
    try {
      yield JSON.parse(text)
    } catch (error) {
      throw new SyntaxError(`${path}:${lineNumber}: ${error.message}`, { cause: error })
    }
  }
}
