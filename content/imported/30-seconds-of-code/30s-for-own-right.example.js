const steps = { first: 'mix', second: 'bake', third: 'serve' };
forOwnRight(steps, (value, key) => console.log(`${key}: ${value}`));
const child = Object.create({ inherited: true });
child.own = 'yes';
forOwnRight(child, (value, key, obj) => console.log(key, value, obj === child));
