const doubleIfOdd = when(n => n % 2 === 1, n => n * 2);
console.log(doubleIfOdd(3));
// When the predicate fails, the value comes back unchanged
console.log(doubleIfOdd(4));
const trimIfString = when(v => typeof v === 'string', s => s.trim());
console.log(JSON.stringify([trimIfString('  hi  '), trimIfString(5), trimIfString(null)]));
