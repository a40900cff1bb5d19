module example.com/sumcheck

go 1.22
