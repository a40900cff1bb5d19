package main

import (
	"errors"
	"fmt"
)

type SignUp struct {
	Name     string   `validate:"required,max=20"`
	Email    string   `validate:"required"`
	Age      int      `validate:"min=13,max=130"`
	Role     string   `validate:"oneof=admin|editor|viewer"`
	Tags     []string `validate:"max=3"`
	Referrer string   // no tag: never checked
}

func main() {
	ok := SignUp{Name: "Zoë Ångström", Email: "zoe@example.com", Age: 34, Role: "editor"}
	fmt.Println("valid:", Struct(&ok)) // 12 characters, although 14 bytes

	bad := SignUp{Name: "a name that is far too long", Age: 9, Role: "owner", Tags: []string{"a", "b", "c", "d"}}
	err := Struct(bad)
	var problems Errors
	if errors.As(err, &problems) {
		for _, p := range problems {
			fmt.Println("-", p)
		}
	}
	fmt.Println("as one string:", err)

	defer func() { fmt.Println("recovered:", recover()) }()
	Struct(struct {
		Count int `validate:"minimum=1"`
	}{})
}
