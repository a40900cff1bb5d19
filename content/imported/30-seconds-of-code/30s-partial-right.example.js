const greet = (greeting, name) => `${greeting}, ${name}!`
const greetAnn = partialRight(greet, 'Ann')
console.log(greetAnn('Hi'))
const fraction = (a, b) => a / b
console.log(partialRight(fraction, 4)(10))
console.log(partialRight(fraction)(10, 4))
