const prices = { apple: 1.2, pear: 0.8 };
forOwn(prices, (value, key) => console.log(`${key}: ${value}`));
// Inherited properties are skipped.
const child = Object.create({ inherited: true });
child.own = 1;
forOwn(child, (value, key, obj) => console.log(key, value, obj === child));
forOwn({}, () => console.log('never printed'));
