const schema = {
  PORT: { type: 'integer', default: 3000 },
  DATABASE_URL: { type: 'url' },
  LOG_LEVEL: { default: 'info', choices: ['debug', 'info', 'warn', 'error'] },
  ENABLE_SIGNUPS: { type: 'boolean', default: false },
  ALLOWED_ORIGINS: { type: 'list', default: [] },
  SAMPLE_RATE: { type: 'number', default: 1 },
  SENTRY_DSN: { required: false },
}

const config = loadConfig(schema, {
  DATABASE_URL: 'postgres://app:s3cret@db.internal:5432/shop',
  ENABLE_SIGNUPS: 'yes',
  ALLOWED_ORIGINS: 'https://example.com, https://admin.example.com,',
  LOG_LEVEL: '',
  SAMPLE_RATE: '0.25',
})
console.log(JSON.stringify(config, null, 2))
console.log(Object.isFrozen(config))

try {
  loadConfig(schema, { PORT: '80.5', LOG_LEVEL: 'verbose', ENABLE_SIGNUPS: 'maybe', DATABASE_URL: 'not a url', SAMPLE_RATE: 'abc' })
} catch (error) {
  console.log(error.message)
}

try {
  loadConfig({ TIMEOUT: { type: 'duration' } }, {})
} catch (error) {
  console.log(`${error.name}: ${error.message}`)
}
