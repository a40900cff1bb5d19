console.log(JSON.stringify(zipWith([1, 2, 3], [10, 20, 30], (a, b) => a + b)));
// Without a function, it groups like zip
console.log(JSON.stringify(zipWith(['a', 'b'], [1, 2])));
// Shorter arrays give undefined to the function
console.log(JSON.stringify(zipWith([1, 2, 3], [10], (a, b = 0) => a + b)));
console.log(JSON.stringify(zipWith([], [], (a, b) => a + b)));
