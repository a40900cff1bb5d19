module example.com/my-go-service

go 1.25
