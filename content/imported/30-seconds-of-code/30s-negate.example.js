const isEven = n => n % 2 === 0
const isOdd = negate(isEven)
console.log(isOdd(3), isOdd(4))
console.log(JSON.stringify([1, 2, 3, 4, 5].filter(negate(isEven))))
const bothPositive = (a, b) => a > 0 && b > 0
console.log(negate(bothPositive)(1, -2))
