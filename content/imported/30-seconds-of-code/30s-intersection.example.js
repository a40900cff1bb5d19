console.log(JSON.stringify(intersection([1, 2, 3], [4, 3, 2])));
console.log(JSON.stringify(intersection(['a', 'b', 'c'], ['c', 'x'])));
console.log(JSON.stringify(intersection([1, 2], [3, 4]))); // nothing in common
console.log(JSON.stringify(intersection([1, 1, 2], [1]))); // repeats in the first array are kept
console.log(JSON.stringify(intersection([], [1, 2])));
