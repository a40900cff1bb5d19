import { CodeComparison } from '../code-comparison'

const beforeCode = `import { useEffect, useState } from 'react'

export function useUser(id: string) {
  const [user, setUser] = useState(null)
  useEffect(() => {
    fetch(\`/api/users/\${id}\`) // [!code --]
      .then((res) => res.json()) // [!code --]
      .then(setUser) // [!code --]
  }, [id])
  return user
}
`

const afterCode = `import { useQuery } from '@tanstack/react-query'

export function useUser(id: string) {
  return useQuery({
    queryKey: ['user', id], // [!code ++]
    queryFn: () => api.get(\`users/\${id}\`).json(), // [!code ++]
    staleTime: 60_000, // [!code highlight]
  })
}
`

export default function CodeComparisonDemo() {
  return (
    <CodeComparison
      className="max-w-4xl"
      beforeCode={beforeCode}
      afterCode={afterCode}
      language="tsx"
      filename="use-user.ts"
      lightTheme="github-light-default"
      darkTheme="github-dark-default"
    />
  )
}
