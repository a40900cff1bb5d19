import type { ServerApi } from './server-api'

/**
 * For tests: the server's in-process API as a loader meets it while the server renders a page,
 * answering every request with `answer()` and keeping the requests it was sent.
 */
export function recordingServerApi(answer: () => Response): { requests: Request[]; api: ServerApi } {
  const requests: Request[] = []
  return {
    requests,
    api: {
      origin: 'http://localhost',
      fetch: async (request: Request) => {
        requests.push(request)
        return answer()
      },
    },
  }
}
