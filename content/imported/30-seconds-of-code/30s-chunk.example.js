console.log(JSON.stringify(chunk([1, 2, 3, 4, 5], 2)));
console.log(JSON.stringify(chunk(['a', 'b', 'c', 'd'], 2)));
console.log(JSON.stringify(chunk([1, 2, 3], 5))); // size larger than the array
console.log(JSON.stringify(chunk([], 3)));
