import { describe, expect, it } from 'vitest'
import { loadEnv } from './env'

describe('loadEnv', () => {
  it('gives safe defaults for the embedded mode', () => {
    const env = loadEnv({})
    expect(env).toMatchObject({ NODE_ENV: 'production', PORT: 3000, HOST: '0.0.0.0', LOG_LEVEL: 'info' })
    expect(env.DATABASE_URL).toBeUndefined()
    expect(env.DATA_DIR).toMatch(/\.data$/)
    expect(env.REGISTRY_DIST).toMatch(/registry\/dist$/)
  })

  it('is silent by default under test and follows LOG_LEVEL otherwise', () => {
    expect(loadEnv({ NODE_ENV: 'test' }).LOG_LEVEL).toBe('silent')
    expect(loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'debug' }).LOG_LEVEL).toBe('debug')
  })

  it('reads valid values', () => {
    const env = loadEnv({
      PORT: '8080',
      DATABASE_URL: 'postgres://app@db:5432/snipstack',
      VITE_GA_MEASUREMENT_ID: 'G-ABC123XYZ',
      LOG_LEVEL: 'warn',
      REGISTRY_DIST: '/srv/registry',
    })
    expect(env).toMatchObject({
      PORT: 8080,
      LOG_LEVEL: 'warn',
      VITE_GA_MEASUREMENT_ID: 'G-ABC123XYZ',
      REGISTRY_DIST: '/srv/registry',
    })
  })

  it('takes the npm package the CLI is declared published as, and nothing that is not a package name', () => {
    expect(loadEnv({}).CLI_PACKAGE).toBeUndefined()
    expect(loadEnv({ CLI_PACKAGE: 'snipstack' }).CLI_PACKAGE).toBe('snipstack')
    expect(loadEnv({ CLI_PACKAGE: '@acme/ui-cli' }).CLI_PACKAGE).toBe('@acme/ui-cli')
    expect(() => loadEnv({ CLI_PACKAGE: 'snipstack@latest' })).toThrowError(
      /CLI_PACKAGE: must be an npm package name such as snipstack \(got "snipstack@latest"\)/,
    )
    expect(() => loadEnv({ CLI_PACKAGE: 'x; rm -rf ~' })).toThrowError(/CLI_PACKAGE/)
  })

  it('treats an empty variable as unset', () => {
    const env = loadEnv({ PORT: '', DATABASE_URL: '' })
    expect(env.PORT).toBe(3000)
    expect(env.DATABASE_URL).toBeUndefined()
  })

  it('stops with a message naming each bad variable and the value it got', () => {
    expect(() => loadEnv({ PORT: 'eighty', LOG_LEVEL: 'loud' })).toThrowError(
      /Invalid environment configuration:\n {2}PORT: .*\(got "eighty"\)\n {2}LOG_LEVEL: .*\(got "loud"\)/,
    )
    expect(() => loadEnv({ PORT: '70000' })).toThrowError(/PORT: .*65535/)
    expect(() => loadEnv({ VITE_GA_MEASUREMENT_ID: 'UA-1' })).toThrowError(
      /VITE_GA_MEASUREMENT_ID: must look like G-XXXXXXXXXX/,
    )
    expect(() => loadEnv({ NODE_ENV: 'staging' })).toThrowError(/NODE_ENV/)
  })

  it('does not repeat a database URL, which may hold a password, in the error', () => {
    let message = ''
    try {
      loadEnv({ DATABASE_URL: 'mysql://root:hunter2@db/app' })
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL')
    expect(message).not.toContain('hunter2')
  })

  it('reads the mail server and sender, and refuses one without the other or a malformed one', () => {
    const env = loadEnv({
      SMTP_URL: 'smtps://mailer:s3cret@smtp.example.com:465',
      MAIL_FROM: 'Snipstack <no-reply@example.com>',
    })
    expect(env).toMatchObject({
      SMTP_URL: 'smtps://mailer:s3cret@smtp.example.com:465',
      MAIL_FROM: 'Snipstack <no-reply@example.com>',
    })
    expect(loadEnv({ MAIL_FROM: 'no-reply@example.com' }).MAIL_FROM).toBe('no-reply@example.com')
    expect(loadEnv({}).SMTP_URL).toBeUndefined()

    expect(() => loadEnv({ SMTP_URL: 'smtp://smtp.example.com' })).toThrowError(
      /MAIL_FROM: must be set when SMTP_URL is set/,
    )
    for (const from of ['no-reply', 'Snipstack no-reply@example.com', 'Snipstack <no-reply>', 'a@b.c\r\nBcc: x@y.z']) {
      expect(() => loadEnv({ MAIL_FROM: from }), from).toThrowError(/MAIL_FROM: must be an address such as/)
    }
    let message = ''
    try {
      loadEnv({ SMTP_URL: 'https://mailer:s3cret@smtp.example.com', MAIL_FROM: 'no-reply@example.com' })
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toContain('SMTP_URL: must be an smtp:// or smtps:// URL')
    expect(message).not.toContain('s3cret')
  })
})
