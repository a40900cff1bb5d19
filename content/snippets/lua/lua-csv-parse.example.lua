local data = 'id,name,note\r\n1,"Smith, Jane","said ""hi"""\r\n2,Bob,"line one\nline two"\r\n3,,\r\n4,Short'
for _, r in ipairs(assert(csv.records(data))) do
  print(r.id, r.name, string.format("%q", r.note))
end

local rows = csv.parse("a;b;c\n1;2;3\n", ";")
print(#rows, table.concat(rows[2], "|"))
print(#csv.parse(""), #csv.parse("x\n\ny")) -- blank lines are rows with one empty field
print(csv.parse('broken,"never closed'))
