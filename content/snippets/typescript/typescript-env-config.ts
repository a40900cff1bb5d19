type Env = Record<string, string | undefined>

class ConfigError extends Error {
  constructor(problems: string[]) {
    super(`Invalid environment:\n  - ${problems.join('\n  - ')}`)
    this.name = 'ConfigError'
  }
}

export function loadConfig(env: Env = process.env) {
  const problems: string[] = []

  const str = (key: string, fallback?: string): string => {
    const value = env[key]?.trim() || fallback
    if (value === undefined) problems.push(`${key} is required`)
    return value ?? ''
  }
  const int = (key: string, fallback: number): number => {
    const raw = env[key]
    if (raw === undefined || raw === '') return fallback
    const value = Number(raw)
    if (!Number.isInteger(value)) problems.push(`${key} must be an integer, got "${raw}"`)
    return value
  }
  const bool = (key: string, fallback: boolean): boolean => {
    const raw = env[key]?.toLowerCase()
    if (raw === undefined || raw === '') return fallback
    if (!['true', 'false', '1', '0'].includes(raw)) problems.push(`${key} must be true or false`)
    return raw === 'true' || raw === '1'
  }
  const oneOf = <T extends string>(key: string, options: readonly T[], fallback: T): T => {
    const raw = env[key] ?? fallback
    if (!options.includes(raw as T)) problems.push(`${key} must be one of ${options.join(', ')}`)
    return raw as T
  }

  const config = {
    nodeEnv: oneOf('NODE_ENV', ['development', 'test', 'production'] as const, 'development'),
    port: int('PORT', 3000),
    databaseUrl: str('DATABASE_URL'),
    logLevel: oneOf('LOG_LEVEL', ['debug', 'info', 'warn', 'error'] as const, 'info'),
    enableSignups: bool('ENABLE_SIGNUPS', true),
    corsOrigins: str('CORS_ORIGINS', 'http://localhost:5173').split(',').map((o) => o.trim()),
  }

  if (problems.length > 0) throw new ConfigError(problems)
  return Object.freeze(config)
}

export type Config = ReturnType<typeof loadConfig>
