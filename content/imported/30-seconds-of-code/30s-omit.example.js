const user = { name: 'ann', password: 'secret', role: 'admin' }
console.log(JSON.stringify(omit(user, ['password'])))
console.log(JSON.stringify(omit(user, ['password', 'role', 'missing'])))
console.log(JSON.stringify(omit(user, [])))
