console.log(isEven(4));
console.log(isEven(7));
console.log(isEven(0));
console.log(isEven(-2)); // negative numbers work too
console.log(isEven(-3));
