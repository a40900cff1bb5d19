const comments = [
  { id: 1, parent_id: null },
  { id: 2, parent_id: 1 },
  { id: 3, parent_id: 1 },
  { id: 4, parent_id: 2 },
  { id: 5, parent_id: null }
]
console.log(JSON.stringify(nest(comments)))
console.log(JSON.stringify(nest(comments, 2)))
console.log(JSON.stringify(nest([])))
