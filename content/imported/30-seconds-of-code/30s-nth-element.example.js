const letters = ['a', 'b', 'c', 'd']
console.log(nthElement(letters))
console.log(nthElement(letters, 2))
console.log(nthElement(letters, -1))
console.log(nthElement(letters, -3))
console.log(nthElement(letters, 10))
