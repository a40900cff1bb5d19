console.log(toSafeInteger(3.2));
console.log(toSafeInteger('7.5'));
console.log(toSafeInteger(-4.6));
// Out-of-range values are clamped to the safe range
console.log(toSafeInteger(Infinity) === Number.MAX_SAFE_INTEGER);
console.log(toSafeInteger(-1e300) === Number.MIN_SAFE_INTEGER);
