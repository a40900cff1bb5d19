

print(list(batched(range(7), 3)))
print(list(batched([], 3)))
print(list(sliding("abcde", 3)))
print(list(sliding([1, 2], 3)))
print([round(avg, 2) for avg in moving_average([10, 20, 30, 40, 50], 2)])

# Works on any iterable, including generators too long to hold in memory.
squares = (n * n for n in range(1, 10**9))
print(next(batched(squares, 4)))

try:
    list(batched([1, 2], 0))
except ValueError as error:
    print(f"ValueError: {error}")
