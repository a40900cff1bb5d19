console.log(JSON.stringify(dropRightWhile([1, 2, 3, 4], n => n < 3)));
console.log(JSON.stringify(dropRightWhile(['a', 'b', '', ''], Boolean)));
console.log(JSON.stringify(dropRightWhile([1, 2], n => n > 5))); // nothing matches: all dropped
console.log(JSON.stringify(dropRightWhile([], n => true)));
