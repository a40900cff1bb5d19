package graph

import (
	"fmt"
	"sort"
)

// TopoSort orders the keys of deps so that every node comes after the nodes
// it depends on (deps[n] lists what n needs). It uses Kahn's algorithm and
// always picks the alphabetically smallest ready node, so the output is the
// same on every run despite Go's randomised map iteration.
func TopoSort(deps map[string][]string) ([]string, error) {
	indegree := make(map[string]int)
	dependents := make(map[string][]string)
	for node, needs := range deps {
		if _, ok := indegree[node]; !ok {
			indegree[node] = 0
		}
		for _, d := range needs {
			if _, ok := indegree[d]; !ok {
				indegree[d] = 0 // dependencies without an entry are leaves
			}
			indegree[node]++
			dependents[d] = append(dependents[d], node)
		}
	}
	var ready []string
	for n, deg := range indegree {
		if deg == 0 {
			ready = append(ready, n)
		}
	}
	order := make([]string, 0, len(indegree))
	for len(ready) > 0 {
		sort.Strings(ready)
		n := ready[0]
		ready = ready[1:]
		order = append(order, n)
		for _, m := range dependents[n] {
			if indegree[m]--; indegree[m] == 0 {
				ready = append(ready, m)
			}
		}
	}
	if len(order) < len(indegree) {
		// Whatever never became ready sits on, or behind, a cycle.
		var stuck []string
		for n, deg := range indegree {
			if deg > 0 {
				stuck = append(stuck, n)
			}
		}
		sort.Strings(stuck)
		return order, fmt.Errorf("dependency cycle among %v", stuck)
	}
	return order, nil
}
