const regExp = /lorem ipsum/gi;
const copy = cloneRegExp(regExp);
console.log(copy.toString());
console.log(copy === regExp);
console.log(copy.flags, copy.source === regExp.source);
console.log(cloneRegExp(/^\d+$/).test('2024'));
console.log(cloneRegExp(new RegExp('')).toString());
