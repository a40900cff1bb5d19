const secret = 'correct horse battery staple'
const issuedAt = Date.UTC(2024, 0, 15, 12, 0, 0)

const token = signToken({ sub: 'user_42', scope: 'reset-password' }, secret, { expiresInSeconds: 900, now: issuedAt })
console.log(token)

const fiveMinutesLater = issuedAt + 5 * 60_000
console.log(JSON.stringify(verifyToken(token, secret, { now: fiveMinutesLater })))

const [data, signature] = token.split('.')
const forgedData = Buffer.from(JSON.stringify({ sub: 'admin', scope: 'reset-password', exp: 9999999999 })).toString('base64url')

const attempts = {
  'forged payload': `${forgedData}.${signature}`,
  'wrong secret': signToken({ sub: 'user_42' }, 'guessed secret'),
  'truncated': `${data}.${signature.slice(0, -2)}`,
  'malformed': 'not-a-token',
}
for (const [label, candidate] of Object.entries(attempts)) {
  try {
    verifyToken(candidate, secret, { now: fiveMinutesLater })
    console.log(label, 'accepted')
  } catch (error) {
    console.log(`${label}: ${error.name}: ${error.message}`)
  }
}

try {
  verifyToken(token, secret, { now: issuedAt + 16 * 60_000 })
} catch (error) {
  console.log(`after 16 minutes: ${error.message}`)
}

// Without an expiry the token lives until the secret changes.
console.log(JSON.stringify(verifyToken(signToken({ plan: 'pro' }, secret), secret)))
