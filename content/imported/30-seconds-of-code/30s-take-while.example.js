console.log(JSON.stringify(takeWhile([1, 2, 3, 4, 1], n => n >= 3)));
// Stops at the first match, even if later elements do not match
console.log(JSON.stringify(takeWhile(['a', 'b', '', 'c'], s => s === '')));
// The first element matches: nothing is taken
console.log(JSON.stringify(takeWhile([5, 6], n => n > 1)));
// Nothing matches: everything is taken
console.log(JSON.stringify(takeWhile([1, 2], n => n > 9)));
