const user = { id: 7, name: 'ann', email: 'ann@example.com' }
console.log(JSON.stringify(pick(user, ['id', 'name'])))
console.log(JSON.stringify(pick(user, ['name', 'missing'])))
console.log(JSON.stringify(pick(user, [])))
