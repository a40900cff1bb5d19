import { CodeComparison } from '../code-comparison'

const before = `.card {
  display: flex;
  flex-direction: column;
  padding: 24px;
  border-radius: 12px;
  box-shadow: 0 1px 3px rgb(0 0 0 / 0.1);
}

@media (min-width: 768px) {
  .card {
    flex-direction: row;
  }
}`

const after = `.card {
  container-type: inline-size;
  display: flex;
  flex-direction: column;
  padding: 24px;
  border-radius: 12px;
}

@container (min-width: 480px) {
  .card-body {
    flex-direction: row;
  }
}`

export default function CodeComparisonDemo3() {
  return (
    <CodeComparison
      className="max-w-4xl"
      language="css"
      lightTheme="github-light-default"
      darkTheme="github-dark-default"
      beforeLabel="Media query"
      afterLabel="Container query"
      before={{ filename: 'card.css', code: before, focusLines: [9, 10, 11, 12, 13] }}
      after={{ filename: 'card.css', code: after, focusLines: [2, 9, 10, 11, 12, 13] }}
    />
  )
}
