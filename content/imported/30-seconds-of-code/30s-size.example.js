console.log(size([1, 2, 3, 4]));
console.log(size('Hello'));
console.log(size({ one: 1, two: 2, three: 3 }));
console.log(size(new Map([['a', 1], ['b', 2]])));
console.log(size(new Set([1, 2, 3])));
console.log(size([]), size(''), size({}));
// Values that are none of these have size 0
console.log(size(42), size(null));
