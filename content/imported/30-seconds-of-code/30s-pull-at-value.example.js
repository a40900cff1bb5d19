const letters = ['a', 'b', 'c', 'd', 'b']
const removed = pullAtValue(letters, ['b', 'd'])
console.log(JSON.stringify(letters))
console.log(JSON.stringify(removed))
const nums = [1, 2, 3]
console.log(JSON.stringify(pullAtValue(nums, [9])), JSON.stringify(nums))
