const pairs = [
  ['kitten', 'sitting'],
  ['flaw', 'lawn'],
  ['', 'abc'],
  ['same', 'same'],
  ['café', 'cafe'],
  ['👍🏽', '👍'],
]
for (const [a, b] of pairs) console.log(`${a || '(empty)'} -> ${b}: ${levenshtein(a, b)}`)

const commands = ['install', 'uninstall', 'init', 'info', 'update', 'upgrade', 'publish', 'list']
for (const typo of ['instal', 'updgrade', 'pubish', 'LST', 'xyz']) {
  const matches = suggest(typo, commands)
  console.log(typo, '=>', matches.length ? matches.join(', ') : 'no suggestion')
}
console.log(suggest('inf', commands, { maxDistance: 2, limit: 5 }).join(', '))
