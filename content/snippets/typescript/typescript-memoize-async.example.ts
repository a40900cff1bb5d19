let clock = 0
const calls: string[] = []
async function fetchPrice(symbol: string): Promise<string> {
  const call = calls.push(symbol)
  await Promise.resolve()
  if (symbol === 'FAIL') throw new Error(`no price for ${symbol}`)
  return `${symbol} from call ${call}`
}

const price = memoizeAsync(fetchPrice, { ttlMs: 60_000, now: () => clock })

// Three concurrent requests for the same symbol make one call.
console.log(JSON.stringify(await Promise.all([price('AAPL'), price('AAPL'), price('MSFT')])))
console.log(`calls so far: ${calls.join(', ')}`)

clock = 59_999
console.log(`cached just before expiry: ${await price('AAPL')}`)
clock = 60_000
console.log(`refetched at expiry: ${await price('AAPL')}`)

price.invalidate('MSFT')
console.log(`after invalidate: ${await price('MSFT')}`)

for (let attempt = 1; attempt <= 2; attempt++) {
  await price('FAIL').catch((error: Error) => console.log(`attempt ${attempt}: ${error.message}`))
}
console.log(`calls: ${calls.join(', ')}; cached keys: ${price.size()}`)
