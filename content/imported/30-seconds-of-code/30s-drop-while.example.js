console.log(JSON.stringify(dropWhile([1, 2, 3, 4], n => n >= 3)));
console.log(JSON.stringify(dropWhile(['', ' ', 'text', ''], s => s.trim())));
console.log(JSON.stringify(dropWhile([1, 2], n => n > 5))); // nothing matches: all dropped
console.log(JSON.stringify(dropWhile([], n => true)));
