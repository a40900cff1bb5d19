const scores = [3, 8, 8, 8, 15, 21, 42]
console.log(`lowerBound 8: ${lowerBound(scores, 8)}, upperBound 8: ${upperBound(scores, 8)}`)
console.log(`count of 8: ${upperBound(scores, 8) - lowerBound(scores, 8)}`)
console.log(
  `find 21: ${binarySearch(scores, 21)}, find 9: ${binarySearch(scores, 9)}, in empty: ${binarySearch([], 1)}`,
)
console.log(`before all: ${lowerBound(scores, -1)}, after all: ${lowerBound(scores, 100)}`)

// Objects sorted by a timestamp, searched by a plain number.
type LogEntry = { at: number; message: string }
const byTime: Compare<LogEntry, number> = (entry, at) => entry.at - at
const logs: LogEntry[] = [
  { at: 100, message: 'boot' },
  { at: 250, message: 'connect' },
  { at: 400, message: 'request' },
  { at: 400, message: 'retry' },
  { at: 900, message: 'shutdown' },
]
console.log(
  rangeOf(logs, 250, 900, byTime)
    .map((entry) => entry.message)
    .join(', '),
)
console.log(`first at or after 300: ${logs[lowerBound(logs, 300, byTime)]?.message}`)

const byEntryTime: Compare<LogEntry, LogEntry> = (a, b) => a.at - b.at
const at = insertSorted(logs, { at: 400, message: 'timeout' }, byEntryTime)
console.log(`inserted at ${at}: ${logs.map((entry) => `${entry.at}:${entry.message}`).join(' ')}`)

const names = ['ada', 'bob', 'cy', 'dee']
insertSorted(names, 'carl')
console.log(names.join(' '))
