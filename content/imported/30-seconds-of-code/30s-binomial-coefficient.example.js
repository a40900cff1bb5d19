console.log(binomialCoefficient(8, 2));
console.log(binomialCoefficient(52, 5));
console.log(binomialCoefficient(5, 0));
console.log(binomialCoefficient(5, 5));
console.log(binomialCoefficient(3, 5)); // k > n
console.log(binomialCoefficient(4, -1)); // negative k
console.log(binomialCoefficient(NaN, 2));
