const stock = { apples: 3, pears: 0, plums: 12 };
// Collect the names of the fruits in stock
console.log(JSON.stringify(transform(stock, (acc, n, name) => (n > 0 ? [...acc, name] : acc), [])));
// Total count
console.log(transform(stock, (acc, n) => acc + n, 0));
// An empty object returns the accumulator as it was given
console.log(JSON.stringify(transform({}, (acc, v) => acc + v, 'start')));
