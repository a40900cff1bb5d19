// Sum each position: [1 + 10 + 100, 2 + 20 + 200]
console.log(JSON.stringify(unzipWith([[1, 2], [10, 20], [100, 200]], (...xs) => xs.reduce((a, b) => a + b, 0))));
console.log(JSON.stringify(unzipWith([['x', 'y'], ['a', 'b']], (...chars) => chars.join(''))));
// Groups of different lengths
console.log(JSON.stringify(unzipWith([[1, 2, 3], [4]], (...xs) => xs.length)));
console.log(JSON.stringify(unzipWith([], (...xs) => xs)));
