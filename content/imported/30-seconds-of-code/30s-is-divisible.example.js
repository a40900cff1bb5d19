console.log(isDivisible(6, 3));
console.log(isDivisible(7, 3));
console.log(isDivisible(-12, 4)); // negative dividends work too
console.log(isDivisible(0, 5));
console.log(isDivisible(5, 0)); // nothing is divisible by zero
