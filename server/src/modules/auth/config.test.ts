import { describe, expect, it } from 'vitest'
import { silentLogger } from '../../../test/http'
import { loadEnv } from '../../env'
import { authOptionsFromEnv } from './config'

describe('account settings from the environment', () => {
  it('default to the database-held secret, no providers, the database limiter and no trusted proxy', () => {
    const options = authOptionsFromEnv(loadEnv({}), silentLogger)
    expect(options).toEqual({ secret: undefined, trustedProxies: 0, publicUrl: undefined, providers: {} })
  })

  it('offer a provider when its id and secret are both set, with the real endpoints unless overridden', () => {
    const options = authOptionsFromEnv(
      loadEnv({
        AUTH_SECRET: 's'.repeat(32),
        TRUST_PROXY: '1',
        GITHUB_CLIENT_ID: 'gh-id',
        GITHUB_CLIENT_SECRET: 'gh-secret',
        GOOGLE_CLIENT_ID: 'g-id',
        GOOGLE_CLIENT_SECRET: 'g-secret',
        GOOGLE_TOKEN_URL: 'http://127.0.0.1:9999/token',
      }),
      silentLogger,
    )
    expect(options.secret).toBe('s'.repeat(32))
    expect(options.trustedProxies).toBe(1)
    expect(options.providers?.github).toEqual({
      clientId: 'gh-id',
      clientSecret: 'gh-secret',
      authorizeUrl: 'https://github.com/login/oauth/authorize',
      tokenUrl: 'https://github.com/login/oauth/access_token',
      userInfoUrl: 'https://api.github.com',
    })
    expect(options.providers?.google).toMatchObject({
      authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: 'http://127.0.0.1:9999/token',
      userInfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    })
  })

  it('use Redis for rate limits when REDIS_URL is set', async () => {
    const options = authOptionsFromEnv(loadEnv({ REDIS_URL: 'redis://127.0.0.1:6379/0' }), silentLogger)
    expect(options.limiter).toBeDefined()
    await options.limiter?.close()
  })

  it('stop at start on half an OAuth app, a short secret or a bad Redis URL, without echoing secrets', () => {
    expect(() => loadEnv({ GITHUB_CLIENT_ID: 'gh-id' })).toThrowError(
      /GITHUB_CLIENT_SECRET: must be set when GITHUB_CLIENT_ID is set/,
    )
    expect(() => loadEnv({ GOOGLE_CLIENT_SECRET: 'hidden-value' })).toThrowError(
      /GOOGLE_CLIENT_ID: must be set when GOOGLE_CLIENT_SECRET is set/,
    )
    let message = ''
    try {
      loadEnv({ AUTH_SECRET: 'too-short-secret', REDIS_URL: 'http://user:hunter2@cache' })
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toContain('AUTH_SECRET: must be at least 32 characters long')
    expect(message).toContain('REDIS_URL: must be a redis:// or rediss:// URL')
    expect(message).not.toContain('too-short-secret')
    expect(message).not.toContain('hunter2')
    expect(() => loadEnv({ TRUST_PROXY: 'yes' })).toThrowError(/TRUST_PROXY/)
  })

  it('send account mails through SMTP when SMTP_URL is set, and to the log otherwise', () => {
    const withSmtp = authOptionsFromEnv(
      loadEnv({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'no-reply@snipstack.example' }),
      silentLogger,
    )
    expect(withSmtp.mailer?.send).toBeTypeOf('function')
    expect(authOptionsFromEnv(loadEnv({}), silentLogger).mailer).toBeUndefined()
  })
})
