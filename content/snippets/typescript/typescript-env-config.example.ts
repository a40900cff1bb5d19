const config = loadConfig({
  DATABASE_URL: 'postgres://app@localhost/app',
  PORT: '8080',
  ENABLE_SIGNUPS: '0',
  CORS_ORIGINS: 'https://example.com, https://admin.example.com',
})
console.log(JSON.stringify(config, null, 2))
console.log('frozen:', Object.isFrozen(config))

try {
  loadConfig({ PORT: '80.5', NODE_ENV: 'staging', ENABLE_SIGNUPS: 'yes' })
} catch (error) {
  console.log(`${(error as Error).name}: ${(error as Error).message}`)
}
