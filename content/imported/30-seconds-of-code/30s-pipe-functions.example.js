const add = (a, b) => a + b
const square = x => x * x
const describe = x => `result: ${x}`
const addThenSquare = pipeFunctions(add, square, describe)
console.log(addThenSquare(2, 3))
console.log(pipeFunctions(square)(-4))
