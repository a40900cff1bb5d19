const User = object({
  id: number(),
  name: string(),
  role: literal('admin', 'member'),
  email: optional(string()),
  tags: array(string()),
  settings: object({ darkMode: boolean() }),
})
type User = Infer<typeof User>

const good: User = User(
  JSON.parse('{"id":1,"name":"Ada","role":"admin","tags":["math"],"settings":{"darkMode":true},"extra":"dropped"}'),
)
console.log(JSON.stringify(good))
console.log(good.email ?? 'no email')

const bad = [
  '{"id":"1","name":"Ada","role":"admin","tags":[],"settings":{"darkMode":true}}',
  '{"id":2,"name":"Bob","role":"owner","tags":[],"settings":{"darkMode":true}}',
  '{"id":3,"name":"Cy","role":"member","tags":["a",7],"settings":{"darkMode":true}}',
  '{"id":4,"name":"Di","role":"member","tags":[],"settings":{}}',
  '[1,2,3]',
]
for (const text of bad) {
  try {
    User(JSON.parse(text))
  } catch (error) {
    if (error instanceof ValidationError) console.log(error.message)
  }
}
