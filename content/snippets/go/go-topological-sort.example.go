package main

import "fmt"

func main() {
	migrations := map[string][]string{
		"003_orders":      {"001_users", "002_products"},
		"004_order_items": {"003_orders", "002_products"},
		"002_products":    {"001_users"},
		"005_reviews":     {"001_users", "002_products"},
		"001_users":       nil,
	}
	order, err := TopoSort(migrations)
	fmt.Println(order, err)

	// Dependencies that are not keys themselves are treated as leaves.
	build := map[string][]string{
		"app":  {"lib", "config"},
		"lib":  {"stdlib"},
		"test": {"app", "lib"},
	}
	order, err = TopoSort(build)
	fmt.Println(order, err)

	// A duplicated edge counts twice on both sides, so it still resolves.
	order, err = TopoSort(map[string][]string{"b": {"a", "a"}})
	fmt.Println(order, err)

	cyclic := map[string][]string{
		"a": {"b"},
		"b": {"c"},
		"c": {"a"},
		"d": {"c"},
		"e": nil,
	}
	order, err = TopoSort(cyclic)
	fmt.Println(order, err)

	order, err = TopoSort(nil)
	fmt.Println(len(order), err)
}
