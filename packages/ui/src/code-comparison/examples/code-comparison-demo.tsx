import { CodeComparison } from '../code-comparison'

const before = `import { useEffect, useState } from 'react'

export function useUser(id: string) {
  const [user, setUser] = useState(null)
  useEffect(() => {
    fetch(\`/api/users/\${id}\`) // [!code highlight]
      .then((res) => res.json()) // [!code highlight]
      .then(setUser) // [!code highlight]
  }, [id])
  return user
}
`

const after = `import { useQuery } from '@tanstack/react-query'

export function useUser(id: string) {
  return useQuery({
    queryKey: ['user', id], // [!code highlight]
    queryFn: () => api.get(\`users/\${id}\`).json(), // [!code highlight]
    staleTime: 60_000, // [!code highlight]
  })
}
`

export default function CodeComparisonDemo() {
  return (
    <CodeComparison
      className="max-w-4xl"
      language="tsx"
      before={{ filename: 'use-user.ts', code: before }}
      after={{ filename: 'use-user.ts', code: after }}
    />
  )
}
