module example.com/todo-service

go 1.25
