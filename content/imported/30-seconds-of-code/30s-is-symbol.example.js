console.log(isSymbol(Symbol('x')));
console.log(isSymbol(Symbol.iterator));
console.log(isSymbol('x'));
console.log(isSymbol(undefined));
