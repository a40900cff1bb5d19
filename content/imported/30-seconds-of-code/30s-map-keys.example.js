const prices = { apple: 1.2, pear: 0.8 }
console.log(JSON.stringify(mapKeys(prices, (value, key) => key.toUpperCase())))
console.log(JSON.stringify(mapKeys(prices, (value, key) => `${key}@${value}`)))
console.log(JSON.stringify(mapKeys({}, (value, key) => key)))
