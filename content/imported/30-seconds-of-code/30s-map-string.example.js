console.log(mapString('hello', c => c.toUpperCase()))
console.log(mapString('abc', (c, i) => c + i))
console.log(mapString('abcd', (c, i, str) => str[str.length - 1 - i]))
console.log(JSON.stringify(mapString('', c => c + c)))
