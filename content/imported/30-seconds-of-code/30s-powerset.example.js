console.log(JSON.stringify(powerset([1, 2])))
console.log(JSON.stringify(powerset([1, 2, 3])))
console.log(powerset(['a', 'b', 'c', 'd']).length)
console.log(JSON.stringify(powerset([])))
