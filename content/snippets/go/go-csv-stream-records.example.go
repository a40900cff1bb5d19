package main

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

func main() {
	data := "\ufeffsku, name ,price\n" +
		"A-1,\"Widget, large\",19.99\n" +
		"B-2,\"Gadget \"\"Pro\"\"\",5\n" +
		"C-3,\"Two\nline name\",7.50\n"

	var total float64
	err := Each(strings.NewReader(data), func(line int, row map[string]string) error {
		price, err := strconv.ParseFloat(row["price"], 64)
		if err != nil {
			return err
		}
		total += price
		fmt.Printf("line %d: sku=%s name=%q price=%.2f\n", line, row["sku"], row["name"], price)
		return nil
	})
	fmt.Printf("total=%.2f err=%v\n", total, err)

	// A callback error stops the stream and is wrapped with the line.
	bad := "sku,price\nA-1,3\nB-2,free\nC-3,4\n"
	err = Each(strings.NewReader(bad), func(line int, row map[string]string) error {
		if _, err := strconv.Atoi(row["price"]); err != nil {
			return errors.New("price is not a number")
		}
		return nil
	})
	fmt.Println(err)

	// Ragged rows are reported by encoding/csv with their position.
	err = Each(strings.NewReader("a,b\n1,2\n3\n"), func(int, map[string]string) error { return nil })
	fmt.Println(err)

	fmt.Println(Each(strings.NewReader(""), nil))
	fmt.Println(Each(strings.NewReader("id,id\n"), nil))
}
