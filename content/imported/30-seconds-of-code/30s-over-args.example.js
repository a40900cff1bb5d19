const square = n => n * n
const double = n => n * 2
const fn = overArgs((x, y) => [x, y], [square, double])
console.log(JSON.stringify(fn(9, 3)))
const sum = overArgs((a, b) => a + b, [Number, Number])
console.log(sum('2', '40'))
