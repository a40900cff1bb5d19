console.log(isUpperCase('ABC'));
console.log(isUpperCase('A3@$'));
console.log(isUpperCase('aB4'));
console.log(isUpperCase('ÉLAN')); // non-ASCII letters too
console.log(isUpperCase('élan'));
