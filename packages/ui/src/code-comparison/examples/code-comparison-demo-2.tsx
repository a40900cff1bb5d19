import { CodeComparison } from '../code-comparison'

const beforeCode = `func Total(items []Item) int {
	total := 0
	for i := 0; i < len(items); i++ { // [!code --]
		total += items[i].Price // [!code --]
	}
	return total
}
`

const afterCode = `func Total(items []Item) int {
	total := 0
	for _, item := range items { // [!code ++]
		total += item.Price // [!code ++]
	}
	return total // [!code highlight]
}
`

export default function CodeComparisonDemo2() {
  return (
    <CodeComparison
      className="max-w-4xl"
      beforeCode={beforeCode}
      afterCode={afterCode}
      language="go"
      filename="cart.go"
      lightTheme="github-light-default"
      darkTheme="github-dark-default"
      highlightColor="rgba(56, 189, 248, 0.12)"
    />
  )
}
