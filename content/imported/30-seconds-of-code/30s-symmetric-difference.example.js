console.log(JSON.stringify(symmetricDifference([1, 2, 3], [1, 2, 4])));
// Duplicates are kept
console.log(JSON.stringify(symmetricDifference([1, 2, 2], [1, 3, 1])));
console.log(JSON.stringify(symmetricDifference([], [5, 6])));
console.log(JSON.stringify(symmetricDifference(['a'], ['a'])));
