const order = {
  customer: { name: 'Ada', address: { city: 'London' } },
  items: [{ sku: 'A1', qty: 2 }, { sku: 'B7', qty: 1 }]
};
console.log(JSON.stringify(get(order, 'customer.name', 'customer.address.city')));
console.log(JSON.stringify(get(order, 'items[1].sku', 'items[0].qty')));
// A path that does not exist gives undefined instead of throwing.
const [missing] = get(order, 'customer.phone.mobile');
console.log(missing === undefined);
