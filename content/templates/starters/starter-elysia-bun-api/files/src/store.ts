export type Note = {
  id: number
  title: string
  body: string
  createdAt: string
  updatedAt: string
}

export type NoteInput = { title: string; body: string }

/** What the routes need from storage; implement it over your database. */
export interface NoteStore {
  list(): Note[]
  get(id: number): Note | undefined
  create(input: NoteInput): Note
  update(id: number, changes: Partial<NoteInput>): Note | undefined
  remove(id: number): boolean
}

/** Keeps notes in a Map: fine for tests and demos, gone on restart. */
export class MemoryNoteStore implements NoteStore {
  private notes = new Map<number, Note>()
  private nextId = 1

  list(): Note[] {
    return [...this.notes.values()]
  }

  get(id: number): Note | undefined {
    return this.notes.get(id)
  }

  create(input: NoteInput): Note {
    const now = new Date().toISOString()
    const note: Note = { id: this.nextId++, ...input, createdAt: now, updatedAt: now }
    this.notes.set(note.id, note)
    return note
  }

  update(id: number, changes: Partial<NoteInput>): Note | undefined {
    const note = this.notes.get(id)
    if (!note) return undefined
    const updated: Note = { ...note, ...changes, updatedAt: new Date().toISOString() }
    this.notes.set(id, updated)
    return updated
  }

  remove(id: number): boolean {
    return this.notes.delete(id)
  }
}
