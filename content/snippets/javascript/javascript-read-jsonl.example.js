import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const dir = await mkdtemp(join(tmpdir(), 'jsonl-'))
try {
  const events = join(dir, 'events.jsonl')
  await writeFile(
    events,
    '\uFEFF{"type":"signup","user":1}\r\n{"type":"order","user":1,"total":30}\n\n{"type":"order","user":2,"total":12.5}\n',
  )
  let revenue = 0
  let count = 0
  for await (const event of readJsonLines(events)) {
    count += 1
    if (event.type === 'order') revenue += event.total
  }
  console.log(`events: ${count}, revenue: ${revenue}`)

  const big = join(dir, 'big.log')
  await writeFile(big, Array.from({ length: 50_000 }, (_, i) => `line ${i + 1}`).join('\n'))
  let last = ''
  let lines = 0
  for await (const line of readLines(big)) {
    lines += 1
    last = line
  }
  console.log(lines, last)

  // Breaking out early is safe: the generator closes the stream.
  const head = []
  for await (const line of readLines(big)) {
    head.push(line)
    if (head.length === 3) break
  }
  console.log(head.join(' | '))

  const broken = join(dir, 'broken.jsonl')
  await writeFile(broken, '{"ok":true}\n{"ok":\n')
  try {
    for await (const record of readJsonLines(broken)) console.log('read', JSON.stringify(record))
  } catch (error) {
    console.log(error.name, error.message.replace(dir, '$DIR').split(': ')[0])
  }

  try {
    for await (const line of readLines(join(dir, 'missing.txt'))) console.log(line)
  } catch (error) {
    console.log(error.code)
  }
} finally {
  await rm(dir, { recursive: true, force: true })
}
