const orders = [{ total: 12 }, { total: 30 }, { total: 8 }];
console.log(sumBy(orders, o => o.total));
// A property name works in place of a function
console.log(sumBy(orders, 'total'));
console.log(sumBy(['a', 'bb', 'ccc'], s => s.length));
console.log(sumBy([], o => o.total));
