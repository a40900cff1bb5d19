const config = deepFreeze({ name: 'app', db: { host: 'localhost', ports: [5432] } });
console.log(Object.isFrozen(config), Object.isFrozen(config.db), Object.isFrozen(config.db.ports));
try {
  config.db.host = 'remote'; // a module runs in strict mode: writing throws
} catch (e) {
  console.log(e.constructor.name);
}
console.log(config.db.host);
console.log(Object.isFrozen(deepFreeze({ n: null, s: 'text' })));
