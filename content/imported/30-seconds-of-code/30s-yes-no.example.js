console.log(yesNo('y'), yesNo('YES'), yesNo('Yes'));
console.log(yesNo('n'), yesNo('No'));
// Anything else gives the default, false unless given
console.log(yesNo('maybe'), yesNo('maybe', true));
console.log(yesNo(''), yesNo('yes please', true));
