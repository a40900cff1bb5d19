console.log(JSON.stringify(zip(['a', 'b'], [1, 2], [true, false])));
// Shorter arrays are padded with undefined (shown as null in JSON)
console.log(JSON.stringify(zip(['a', 'b', 'c'], [1])));
console.log(zip(['a', 'b'], [1])[1][1] === undefined);
console.log(JSON.stringify(zip([], [])));
