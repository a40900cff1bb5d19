function sendReceipt(to: Email, user: UserId, total: Cents): string {
  return `receipt for ${user} to ${to}: $${(total / 100).toFixed(2)}`
}

const user = UserId.parse('usr_a1b2c3d4')
const email = Email.parse('ada@example.com')
const total = addCents(Cents.parse(1999), Cents.parse(501))
console.log(sendReceipt(email, user, total))

// sendReceipt(user, email, total) would not compile: a UserId is not an Email.

const inputs: unknown[] = ['usr_12345678', 'usr_SHOUTING', 42]
for (const input of inputs) {
  const valid = typeof input === 'string' && UserId.is(input)
  console.log(`${JSON.stringify(input)} -> ${valid ? 'UserId' : 'rejected'}`)
}

for (const attempt of [() => Email.parse('not an email'), () => Cents.parse(-5), () => Cents.parse(1.5)]) {
  try {
    attempt()
  } catch (error) {
    if (error instanceof BrandError) console.log(`${error.name}: ${error.message}`)
  }
}
