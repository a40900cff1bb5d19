const send = (body: string, contentType = 'application/json') =>
  POST(
    new Request('https://shop.example/api/users', {
      method: 'POST',
      headers: { 'Content-Type': contentType },
      body,
    }),
  )

async function show(label: string, response: Response) {
  console.log(`${label} -> ${response.status} ${JSON.stringify(await response.json())}`)
}

// A new user: the email lower-cased, the name trimmed, an id and a timestamp added.
const created = await send(
  JSON.stringify({ email: 'Ada@Example.com', name: '  Ada Lovelace  ' }),
  'application/json; charset=utf-8',
)
const { user } = await created.json()
console.log(created.status, created.headers.get('Cache-Control'))
console.log(user.email, '|', user.name)
console.log('id is a UUID:', /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(user.id))
console.log('createdAt round-trips:', new Date(user.createdAt).toISOString() === user.createdAt)

// Every failure has the same { error: { message, field? } } shape.
await show('form post', await send('email=ada%40example.com', 'application/x-www-form-urlencoded'))
await show('cut-off JSON', await send('{"email": "ada@exa'))
await show('null', await send('null'))
await show('no @', await send(JSON.stringify({ email: 'ada.example.com', name: 'Ada' })))
await show('blank name', await send(JSON.stringify({ email: 'ada@example.com', name: '   ' })))
await show('name of 121', await send(JSON.stringify({ email: 'ada@example.com', name: 'x'.repeat(121) })))
const padded = await send(JSON.stringify({ email: 'ada@example.com', name: ` ${'x'.repeat(120)} ` }))
console.log('120 characters inside spaces ->', padded.status)
