type CreateUser = { email: string; name: string }
type User = CreateUser & { id: string; createdAt: string }
type ApiError = { error: { message: string; field?: keyof CreateUser } }

type Parsed<T> = { ok: true; value: T } | { ok: false; error: ApiError['error'] }

function parse(body: unknown): Parsed<CreateUser> {
  if (typeof body !== 'object' || body === null) {
    return { ok: false, error: { message: 'Expected a JSON object' } }
  }
  const { email, name } = body as Record<string, unknown>
  if (typeof email !== 'string' || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    return { ok: false, error: { message: 'Please enter a valid email address', field: 'email' } }
  }
  const trimmed = typeof name === 'string' ? name.trim() : ''
  if (trimmed.length === 0 || trimmed.length > 120) {
    return { ok: false, error: { message: 'Name must be 1 to 120 characters', field: 'name' } }
  }
  return { ok: true, value: { email: email.toLowerCase(), name: trimmed } }
}

function json<T>(data: T, status = 200): Response {
  return Response.json(data, { status, headers: { 'Cache-Control': 'no-store' } })
}

export async function POST(request: Request): Promise<Response> {
  if (!request.headers.get('content-type')?.includes('application/json')) {
    return json<ApiError>({ error: { message: 'Content-Type must be application/json' } }, 415)
  }
  const body: unknown = await request.json().catch(() => undefined)
  if (body === undefined) {
    return json<ApiError>({ error: { message: 'Malformed JSON body' } }, 400)
  }
  const input = parse(body)
  if (!input.ok) {
    return json<ApiError>({ error: input.error }, 400)
  }
  try {
    const user: User = { id: crypto.randomUUID(), createdAt: new Date().toISOString(), ...input.value }
    // Persist the user here, e.g. await db.insert(users).values(user)
    return json({ user }, 201)
  } catch (error) {
    console.error('create user failed', error)
    return json<ApiError>({ error: { message: 'Something went wrong' } }, 500)
  }
}
