console.log(JSON.stringify(splitLines('first line\nsecond line\nthird')));
// Windows line endings are handled too
console.log(JSON.stringify(splitLines('one\r\ntwo')));
// Empty lines are kept
console.log(JSON.stringify(splitLines('a\n\nb\n')));
console.log(JSON.stringify(splitLines('')));
