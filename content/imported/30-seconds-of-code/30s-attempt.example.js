const parsed = attempt(JSON.parse, '{"ok":true}');
console.log(JSON.stringify(parsed));
const failed = attempt(JSON.parse, '{not json');
console.log(failed instanceof Error, failed.name);
const thrown = attempt(() => {
  throw 'plain string';
});
console.log(thrown instanceof Error, thrown.message); // non-Error throws are wrapped
console.log(attempt((a, b) => a + b, 2, 3));
