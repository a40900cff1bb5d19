console.log(escapeRegExp('(test)'));
console.log(escapeRegExp('1+1=2? [yes] $5.00 ^_^ a|b {x} c\\d'));
const price = new RegExp(escapeRegExp('$4.99'));
console.log(price.test('now $4.99!'), price.test('now $4999'));
console.log(JSON.stringify(escapeRegExp('')));
