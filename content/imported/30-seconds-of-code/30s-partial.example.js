const greet = (greeting, name) => `${greeting}, ${name}!`
const sayHello = partial(greet, 'Hello')
console.log(sayHello('Ann'))
const add3 = (a, b, c) => a + b + c
console.log(partial(add3, 1, 2)(3))
console.log(partial(add3)(1, 2, 3))
