type Signup = { email: string; name: string }

const normalise = Pipeline.start<string>()
  .pipe('parse json', (text) => JSON.parse(text) as Partial<Signup>)
  .pipe('validate', (data) => {
    if (!data.email?.includes('@')) throw new Error('email is required')
    return { email: data.email, name: data.name?.trim() || 'friend' } satisfies Signup
  })
  .pipe('lower-case email', (user) => ({ ...user, email: user.email.toLowerCase() }))
  .tap('log', (user) => console.log(`  saving ${user.email}`))
  .pipe('save', async (user) => ({ id: 101, ...user }))

console.log(normalise.stepNames.join(' -> '))
const saved = await normalise.run('{"email":"Ada@Example.COM","name":"  Ada  "}')
console.log(JSON.stringify(saved))

for (const input of ['{"name":"Bob"}', 'not json']) {
  try {
    await normalise.run(input)
  } catch (error) {
    if (error instanceof PipelineError) {
      console.log(`failed at ${error.step} with ${(error.cause as Error).name}, input ${JSON.stringify(error.input)}`)
    }
  }
}

// Pipelines are immutable: extending one leaves the original untouched.
const withWelcome = normalise.pipe('welcome', (user) => `Welcome, ${user.name} (#${user.id})`)
console.log(await withWelcome.run('{"email":"c@d.io"}'))
console.log(`${normalise.stepNames.length} vs ${withWelcome.stepNames.length} steps`)
