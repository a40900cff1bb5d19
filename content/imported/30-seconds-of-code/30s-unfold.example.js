// Powers of 2 below 100
console.log(JSON.stringify(unfold(n => (n < 100 ? [n, n * 2] : false), 1)));
// Countdown with a value different from the seed
console.log(JSON.stringify(unfold(n => (n > 0 ? [`T-${n}`, n - 1] : false), 3)));
// Stops immediately when the first call returns false
console.log(JSON.stringify(unfold(() => false, 0)));
