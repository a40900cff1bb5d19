const text = `
; global settings
app_name = Snip Report
debug = yes

[server]
host = 0.0.0.0
port = 8080   ; inline comment
banner = "  Welcome; enjoy #1  "

[db.replica]
url = postgres://reader@replica/app
pool = 5
greeting = "say \\"hi\\""
`

const data = parseIni(text)
console.log(JSON.stringify(data))

const config = iniReader(data)
console.log(config.string('', 'app_name', 'app'), config.boolean('', 'debug', false))
console.log(config.number('server', 'port', 3000), config.number('server', 'timeout', 30))
console.log(JSON.stringify(config.string('server', 'banner', '')))
console.log(config.string('db.replica', 'greeting', ''), config.boolean('cache', 'enabled', true))

for (const attempt of [
  () => parseIni('[server]\nport 8080'),
  () => iniReader(parseIni('[server]\nport = eighty')).number('server', 'port', 80),
  () => iniReader(parseIni('debug = maybe')).boolean('', 'debug', false),
]) {
  try {
    attempt()
  } catch (error) {
    console.log(`${(error as Error).name}: ${(error as Error).message}`)
  }
}

const hostile = parseIni('[__proto__]\npolluted = yes')
console.log(
  `prototype untouched: ${({} as Record<string, unknown>).polluted === undefined}, kept: ${hostile.__proto__?.polluted}`,
)
