console.log(clampNumber(2, 3, 5));
console.log(clampNumber(1, -1, -5)); // bounds in any order
console.log(clampNumber(-10, -1, -5));
console.log(clampNumber(4, 3, 5));
console.log(clampNumber(5, 3, 5)); // the range is inclusive
