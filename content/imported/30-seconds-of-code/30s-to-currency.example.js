console.log(toCurrency(1234.5, 'USD', 'en-US'));
console.log(toCurrency(-1234.5, 'USD', 'en-US'));
console.log(toCurrency(1234.5, 'EUR', 'de-DE'));
// Yen has no minor unit, so it is rounded to a whole number
console.log(toCurrency(1234.5, 'JPY', 'en-US'));
console.log(toCurrency(0, 'GBP', 'en-GB'));
