console.log(base64UrlEncode('subjects?_d'))
console.log(base64UrlEncode(new Uint8Array([0xfb, 0xff, 0xbf])))
console.log(JSON.stringify(base64UrlEncode('')), JSON.stringify(base64UrlDecodeText('')))

const text = 'Grüße 👋 from Zürich'
const encoded = base64UrlEncode(text)
console.log(encoded, base64UrlDecodeText(encoded) === text)

const header = base64UrlDecodeText('eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9')
console.log(header)
console.log(Array.from(base64UrlDecode('-_-_')).join(','))

const big = new Uint8Array(200_000).map((_, i) => i % 251)
const roundTrip = base64UrlDecode(base64UrlEncode(big))
console.log(roundTrip.length, roundTrip.every((byte, i) => byte === big[i]))

for (const bad of ['abc=', 'a+b/', 'abcde']) {
  try {
    base64UrlDecode(bad)
  } catch (error) {
    console.log(`${JSON.stringify(bad)}: ${error.message}`)
  }
}
try {
  base64UrlDecodeText('_w')
} catch (error) {
  console.log(error.name)
}
