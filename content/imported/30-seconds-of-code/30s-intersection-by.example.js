console.log(JSON.stringify(intersectionBy([2.1, 1.2], [2.3, 3.4], Math.floor)));
const team = [{ id: 1, name: 'Ada' }, { id: 2, name: 'Linus' }, { id: 3, name: 'Grace' }];
const online = [{ id: 3 }, { id: 1 }];
console.log(JSON.stringify(intersectionBy(team, online, user => user.id)));
console.log(JSON.stringify(intersectionBy(['Apple', 'pear'], ['APPLE'], s => s.toLowerCase())));
console.log(JSON.stringify(intersectionBy([1, 2], [], x => x)));
