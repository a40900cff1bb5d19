console.log(inRange(3, 2, 5));
console.log(inRange(5, 2, 5)); // the end is excluded
console.log(inRange(2, 3, 5));
console.log(inRange(3, 4)); // one bound: the range is 0 to 4
console.log(inRange(-1, 4)); // below 0
console.log(inRange(-3, -5, -1)); // negative ranges work too
