console.log(JSON.stringify(similarity([1, 2, 3, 4], [2, 4, 6])));
console.log(JSON.stringify(similarity(['a', 'b'], ['c'])));
console.log(JSON.stringify(similarity([], [1, 2])));
// Duplicates in the first array are kept
console.log(JSON.stringify(similarity([1, 1, 2], [1])));
