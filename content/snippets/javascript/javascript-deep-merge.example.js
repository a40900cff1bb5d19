const defaults = {
  server: { host: '0.0.0.0', port: 3000, cors: { origins: ['*'], credentials: false } },
  log: { level: 'info', pretty: false },
  features: ['search'],
}
const fromFile = { server: { port: 8080, cors: { origins: ['https://example.com'] } }, log: { pretty: true } }
const fromEnv = { log: { level: 'debug' }, server: { host: undefined }, features: ['search', 'billing'] }

const config = deepMerge(defaults, fromFile, fromEnv)
console.log(JSON.stringify(config, null, 2))

// Inputs are untouched and nested objects are fresh copies.
console.log(defaults.server.port, defaults.log.level, config.server.cors !== defaults.server.cors)

// null is a real value and replaces the default; non-objects are skipped.
console.log(JSON.stringify(deepMerge({ cache: { ttl: 60 } }, { cache: null }, undefined, 'ignored')))

const hostile = JSON.parse('{"__proto__": {"isAdmin": true}, "name": "mallory"}')
const merged = deepMerge({}, hostile)
console.log(JSON.stringify(merged), merged.isAdmin, {}.isAdmin)
