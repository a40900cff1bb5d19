const firstMax = ary(Math.max, 1);
console.log(firstMax(3, 9, 5));
const maxOfTwo = ary(Math.max, 2);
console.log(JSON.stringify([[2, 6, 'a'], [6, 4, 8], [10]].map(x => maxOfTwo(...x))));
// parseInt receives (value, index) from map; limiting to one argument fixes it
console.log(JSON.stringify(['10', '10', '10'].map(parseInt)));
console.log(JSON.stringify(['10', '10', '10'].map(ary(parseInt, 1))));
console.log(ary(Math.max, 0)(1, 2)); // no arguments at all
