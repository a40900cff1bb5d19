export type IniData = Record<string, Record<string, string>>

export class IniSyntaxError extends SyntaxError {
  override name = 'IniSyntaxError'
}

/**
 * Parses INI text into sections of string values. Keys before any [section] go under ''. Supports ; and #
 * comments, quoted values (to keep spaces or comment characters) and dotted section names like [db.replica].
 */
export function parseIni(text: string): IniData {
  // Null-prototype objects, so a [__proto__] section or key cannot pollute Object.prototype.
  const table = (): Record<string, string> => Object.create(null)
  const data: IniData = Object.create(null)
  let current = table()
  data[''] = current
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim()
    if (line === '' || line.startsWith(';') || line.startsWith('#')) continue
    const header = /^\[([^\]]+)\]$/.exec(line)
    if (header) {
      const name = (header[1] ?? '').trim()
      current = data[name] ?? table()
      data[name] = current
      continue
    }
    const equals = line.indexOf('=')
    if (equals <= 0) throw new IniSyntaxError(`Line ${index + 1}: expected key = value, got "${line}"`)
    const value = line.slice(equals + 1).trim()
    const quoted = /^"((?:[^"\\]|\\.)*)"$/.exec(value)
    // Quoted values are taken literally (with \" and \\ escapes); unquoted ones lose inline comments.
    current[line.slice(0, equals).trim()] = quoted
      ? (quoted[1] ?? '').replace(/\\(.)/g, '$1')
      : value.replace(/\s+[;#].*$/, '')
  }
  return data
}

/** Typed accessors with defaults, so callers do not repeat string-to-number and boolean conversions. */
export function iniReader(data: IniData) {
  const raw = (section: string, key: string) => data[section]?.[key]
  return {
    string: (section: string, key: string, fallback: string) => raw(section, key) ?? fallback,
    number(section: string, key: string, fallback: number): number {
      const value = raw(section, key)
      if (value === undefined) return fallback
      if (value === '' || Number.isNaN(Number(value)))
        throw new TypeError(`[${section}] ${key}: "${value}" is not a number`)
      return Number(value)
    },
    boolean(section: string, key: string, fallback: boolean): boolean {
      const value = raw(section, key)?.toLowerCase()
      if (value === undefined) return fallback
      if (['true', 'yes', 'on', '1'].includes(value)) return true
      if (['false', 'no', 'off', '0'].includes(value)) return false
      throw new TypeError(`[${section}] ${key}: "${value}" is not a boolean`)
    },
  }
}
