console.log(JSON.stringify(uniqueSymmetricDifference([1, 2, 3], [1, 2, 4])));
// Duplicates are removed
console.log(JSON.stringify(uniqueSymmetricDifference([1, 2, 2], [1, 3, 3])));
console.log(JSON.stringify(uniqueSymmetricDifference(['x'], ['x'])));
console.log(JSON.stringify(uniqueSymmetricDifference([], [5, 5])));
