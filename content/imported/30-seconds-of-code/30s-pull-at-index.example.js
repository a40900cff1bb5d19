const letters = ['a', 'b', 'c', 'd']
const removed = pullAtIndex(letters, [1, 3])
console.log(JSON.stringify(letters))
console.log(JSON.stringify(removed))
const nums = [1, 2, 3]
console.log(JSON.stringify(pullAtIndex(nums, [7])), JSON.stringify(nums))
