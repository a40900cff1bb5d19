const tasks = {
  deploy: ['test', 'build'],
  test: ['build', 'lint'],
  build: ['install'],
  lint: ['install'],
  install: [],
  docs: ['install', 'install'],
}
console.log(topologicalSort(tasks).join(' -> '))

const migrations = new Map([
  [3, [1, 2]],
  [2, [1]],
  [4, []],
])
console.log(JSON.stringify(topologicalSort(migrations)))
console.log(JSON.stringify(topologicalSort({})))

try {
  topologicalSort({ a: ['b'], b: ['c'], c: ['a'], report: ['a'], standalone: [] })
} catch (error) {
  console.log(`${error.name}: ${error.message}`)
  console.log(error instanceof CycleError, error.nodes.length)
}
try {
  topologicalSort({ self: ['self'] })
} catch (error) {
  console.log(error.message)
}
