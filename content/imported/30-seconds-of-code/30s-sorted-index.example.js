console.log(sortedIndex([10, 20, 30, 40], 25));
// With equal values, the lowest index is returned
console.log(sortedIndex([1, 2, 2, 2, 3], 2));
// Arrays sorted in descending order work too
console.log(sortedIndex([50, 40, 30], 45));
// Past the end, and an empty array
console.log(sortedIndex([1, 2, 3], 10));
console.log(sortedIndex([], 5));
