// Date-only ISO strings are read as UTC midnight, so no daylight-saving shift creeps in.
console.log(getDaysDiffBetweenDates(new Date('2024-01-01'), new Date('2024-03-01')));
console.log(getDaysDiffBetweenDates(new Date('2023-12-25'), new Date('2024-01-01')));
// An earlier final date gives a negative difference.
console.log(getDaysDiffBetweenDates(new Date('2024-01-10'), new Date('2024-01-05')));
// Half a day is half of one.
console.log(getDaysDiffBetweenDates(new Date('2024-01-01T00:00Z'), new Date('2024-01-01T12:00Z')));
