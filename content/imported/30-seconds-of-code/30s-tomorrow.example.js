const fmt = d =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const plusOneDay = d => new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1);
const before = new Date();
const day = tomorrow();
const long = tomorrow(true);
const after = new Date();
console.log(/^\d{4}-\d{2}-\d{2}$/.test(day));
// The day after today (checked against the clock before and after the call)
console.log([fmt(plusOneDay(before)), fmt(plusOneDay(after))].includes(day));
console.log(/^\d{4}-\d{2}-\d{2}T00:00:00$/.test(long));
