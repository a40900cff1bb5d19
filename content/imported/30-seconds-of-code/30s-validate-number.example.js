console.log(validateNumber(42), validateNumber('3.14'), validateNumber(-7));
console.log(validateNumber('1e3'));
// Not numbers
console.log(validateNumber('abc'), validateNumber('10px'), validateNumber(''));
console.log(validateNumber(Infinity), validateNumber(NaN), validateNumber(null));
