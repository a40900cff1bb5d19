console.log(JSON.stringify(maxN([3, 9, 1, 7])))
console.log(JSON.stringify(maxN([3, 9, 1, 7], 2)))
console.log(JSON.stringify(maxN([3, 9, 1, 7], 10)))
console.log(JSON.stringify(maxN([], 3)))
