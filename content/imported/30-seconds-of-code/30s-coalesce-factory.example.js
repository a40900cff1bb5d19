const customCoalesce = coalesceFactory(_ => ![null, undefined, '', NaN].includes(_));
console.log(customCoalesce(undefined, null, NaN, '', 'Waldo'));
const firstPositive = coalesceFactory(n => n > 0);
console.log(firstPositive(-1, 0, 7, 3));
console.log(firstPositive(-1, 0));
console.log(firstPositive());
