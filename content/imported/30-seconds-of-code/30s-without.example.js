console.log(JSON.stringify(without([1, 2, 3, 2, 4], 2, 4)));
console.log(JSON.stringify(without(['a', 'b'])));
// Comparison is strict: '1' is not removed by 1
console.log(JSON.stringify(without([1, '1', 2], 1)));
console.log(JSON.stringify(without([], 1)));
