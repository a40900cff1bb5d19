const parsers = {
  string: (raw) => raw,
  number: (raw) => {
    const value = Number(raw)
    if (raw.trim() === '' || !Number.isFinite(value)) throw new Error('must be a number')
    return value
  },
  integer: (raw) => {
    if (!/^-?\d+$/.test(raw.trim())) throw new Error('must be an integer')
    return Number(raw)
  },
  boolean: (raw) => {
    const value = raw.trim().toLowerCase()
    if (['true', '1', 'yes', 'on'].includes(value)) return true
    if (['false', '0', 'no', 'off'].includes(value)) return false
    throw new Error('must be true or false')
  },
  url: (raw) => {
    if (!URL.canParse(raw)) throw new Error('must be a valid URL')
    return new URL(raw).href
  },
  list: (raw) => raw.split(',').map((item) => item.trim()).filter(Boolean),
}

/**
 * Reads typed settings from environment variables. Every problem is collected first, so one
 * deploy reports all missing and malformed variables instead of failing on them one at a time.
 */
export function loadConfig(schema, env = process.env) {
  const config = {}
  const problems = []
  for (const [name, rule] of Object.entries(schema)) {
    const { type = 'string', default: fallback, choices } = rule
    const required = rule.required ?? fallback === undefined
    if (!Object.hasOwn(parsers, type)) throw new TypeError(`${name}: unknown type "${type}"`)
    const raw = env[name]
    if (raw === undefined || raw === '') {
      if (required) problems.push(`${name} is required`)
      else config[name] = fallback
      continue
    }
    try {
      const value = parsers[type](raw)
      if (choices && !choices.includes(value)) throw new Error(`must be one of ${choices.join(', ')}`)
      config[name] = value
    } catch (error) {
      // Never echo the raw value: it may be a password or an API key.
      problems.push(`${name} ${error.message}`)
    }
  }
  if (problems.length > 0) throw new Error(`Invalid configuration:\n  - ${problems.join('\n  - ')}`)
  return Object.freeze(config)
}
