local vars = { user = { name = "Ada", plan = "pro" }, count = 3, items = { "lamp", "desk" }, ok = false }

print(render("Hello ${user.name}, you are on the ${user.plan} plan.", vars))
print(render("${count} items, first: ${items.1}, flag: ${ok}", vars))
print(render("Welcome, ${user.nickname:-friend}!", vars))
print(render("Price: $5 and ${ not a variable } stay as written", vars))
print(render("Missing: [${nope}]", vars))
print(render("Dear ${user.name}, ${greeting} from ${sender}", vars, { strict = true }))
print(render("<p>${comment}</p>", { comment = "<script>alert('x')</script> & more" }, { escape = escape_html }))
