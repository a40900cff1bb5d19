const describe = (name, age, city) => `${name}, ${age}, ${city}`;
const cityFirst = flip(describe);
console.log(cityFirst('Lisbon', 'Ana', 34));
const power = (base, exponent) => base ** exponent;
console.log(flip(power)(2, 10));
// With a single argument, it simply becomes the last (and only) one.
console.log(flip(x => `got ${x}`)('only'));
