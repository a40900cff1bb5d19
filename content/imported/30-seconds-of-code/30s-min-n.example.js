console.log(JSON.stringify(minN([3, 9, 1, 7])))
console.log(JSON.stringify(minN([3, 9, 1, 7], 2)))
console.log(JSON.stringify(minN([3, -9, 1, 7], 10)))
console.log(JSON.stringify(minN([], 3)))
