const family = '👨‍👩‍👧 family trip'
console.log(family.length, visibleLength(family))
console.log(JSON.stringify(family.slice(0, 3)), '->', truncate(family, 4))

const flags = '🇯🇵🇫🇷🇧🇷🇨🇦🇩🇪'
console.log(truncate(flags, 3), truncate(flags, 5) === flags)

const decomposed = 'Cafe\u0301 au lait'
console.log(truncate(decomposed, 5, { ellipsis: '' }).normalize('NFC'))

const sentence = 'The quick brown fox jumps over the lazy dog'
console.log(truncate(sentence, 18))
console.log(truncate(sentence, 18, { wordBoundary: true }))
console.log(truncate(sentence, 20, { wordBoundary: true, ellipsis: ' [more]' }))
console.log(truncate('Hello, world and beyond', 8))
console.log(truncate('Pneumonoultramicroscopic', 10, { wordBoundary: true }))
console.log(JSON.stringify(truncate('short', 10)), JSON.stringify(truncate('abcdef', 1, { ellipsis: '...' })))
