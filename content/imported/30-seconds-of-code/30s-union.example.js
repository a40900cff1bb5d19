console.log(JSON.stringify(union([1, 2, 3], [4, 3, 2])));
// Duplicates inside one array are removed as well
console.log(JSON.stringify(union([1, 1, 2], [2, 2])));
console.log(JSON.stringify(union([], ['a'])));
console.log(JSON.stringify(union([], [])));
