import type { WorkspaceService } from '@snipstack/contracts'
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api/api-client'
import { readContract } from '@/lib/api/contract-json'
import { retryUnlessClientError } from '@/lib/api/retry'

/** The signed-in account's services; the key carries the account so another's never shows. */
export const workspaceQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['workspace', userId],
    queryFn: async () => (await readContract(api.get('workspace'), 'workspaceResponse')).services,
    retry: retryUnlessClientError,
  })

/** Subscribes to or unsubscribes from a service; answers the service as it now stands. */
export async function setSubscription(id: WorkspaceService['id'], subscribed: boolean): Promise<WorkspaceService> {
  const path = `workspace/services/${id}/subscription`
  const answer = subscribed ? api.put(path) : api.delete(path)
  return (await readContract(answer, 'workspaceServiceResponse')).service
}

/** Puts a changed service into the cached list, so every view of the workspace shows it at once. */
export function storeService(queryClient: QueryClient, userId: string, service: WorkspaceService) {
  queryClient.setQueryData(workspaceQueryOptions(userId).queryKey, (services) =>
    services?.map((current) => (current.id === service.id ? service : current)),
  )
}
