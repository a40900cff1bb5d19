function parsePort(text: string): Result<number, string> {
  const port = Number(text)
  return Number.isInteger(port) && port > 0 && port < 65536 ? ok(port) : err(`not a port: ${text}`)
}

console.log(JSON.stringify(parsePort('8080')))
console.log(JSON.stringify(parsePort('http')))
console.log(unwrapOr(parsePort('99999'), 3000))
console.log(JSON.stringify(map(parsePort('80'), (port) => `:${port}`)))
console.log(JSON.stringify(all(['80', '443'].map(parsePort))))
console.log(JSON.stringify(all(['80', 'x', 'y'].map(parsePort))))

const failed = await tryCatch(async () => JSON.parse('{oops'))
console.log(failed.ok ? 'parsed' : failed.error.name)
const thrownString = await tryCatch(async () => {
  throw 'plain string'
})
console.log(thrownString.ok ? 'ok' : thrownString.error.message)
try {
  unwrap(parsePort('0'))
} catch (error) {
  console.log((error as Error).message)
}
