console.log(isLowerCase('abc'));
console.log(isLowerCase('a3@$'));
console.log(isLowerCase('Ab4'));
console.log(isLowerCase('élan')); // non-ASCII letters too
console.log(isLowerCase('ÉLAN'));
