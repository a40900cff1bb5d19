console.log(0.1 + 0.2 === 0.3);
console.log(approximatelyEqual(0.1 + 0.2, 0.3));
console.log(approximatelyEqual(Math.PI / 2, 1.5708));
console.log(approximatelyEqual(1.5, 1.51));
console.log(approximatelyEqual(1.5, 1.51, 0.05)); // custom epsilon
console.log(approximatelyEqual(-2, -2.0004));
