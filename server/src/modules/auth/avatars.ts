import {
  AVATAR_FIELD,
  AVATAR_MAX_BYTES,
  AVATAR_MAX_FRAME_PIXELS,
  AVATAR_MAX_PIXELS,
  authMessages,
} from '@snipstack/contracts'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { userAvatars, users } from '../../db/schema'
import { AppError } from '../../lib/errors'
import { etagOf } from '../../lib/etag'
import { fileParts, readMultipart } from '../../lib/multipart'
import { type ImageInfo, readImageInfo } from './image'
import type { UserRow } from './rows'

/** Where uploaded pictures are served: `/api/auth/avatar/{user id}?v={version}`. */
export const AVATAR_ROUTE = '/api/auth/avatar'

const refused = (message: string) => new AppError('VALIDATION', message, 'file')

/**
 * The rules an upload must pass, in the order a person would fix them: a picture of one of the
 * four types (proven by its header, not by its name or declared type), then its file size, then
 * its size in pixels, then (animations) its frames together. SVG is refused as a type: it may
 * carry script.
 */
export function checkAvatar(content: Uint8Array): ImageInfo {
  const info = readImageInfo(content)
  if (!info) throw refused(authMessages.avatarType)
  if (content.byteLength > AVATAR_MAX_BYTES) throw refused(authMessages.avatarSize)
  const { width, height, largestFrame } = info
  const largest = Math.max(width, height, largestFrame.width, largestFrame.height)
  if (!width || !height || largest > AVATAR_MAX_PIXELS) throw refused(authMessages.avatarDimensions)
  if (info.pixels > AVATAR_MAX_FRAME_PIXELS) throw refused(authMessages.avatarFrames)
  return info
}

/**
 * The picture of an upload form (docs/product.md, API and errors): exactly one file in the field
 * `file`, whatever else the form holds (the optional `body` field means nothing here). 400 when it
 * is not a form, 413 past the body limit, 422 on `file` otherwise.
 */
export async function readAvatarForm(request: Request): Promise<Uint8Array> {
  const form = await readMultipart(request, () => new AppError('BAD_REQUEST', authMessages.avatarMultipart))
  const parts = fileParts(form, AVATAR_FIELD)
  const [part] = parts
  if (part === undefined) throw refused(authMessages.avatarMissing)
  if (parts.length > 1) throw refused(authMessages.avatarCount)
  // A plain text field named `file` is no picture.
  if (typeof part === 'string') throw refused(authMessages.avatarType)
  return part.bytes()
}

/** A short digest of the bytes: it changes the URL when the picture changes, so caches may keep each one for good. */
const versionOf = (content: Uint8Array) => etagOf(content).slice(1, 17)

export type StoredAvatar = { content: Uint8Array; contentType: string; version: string }

/** Uploaded pictures, one per account, kept in the database so that every instance serves them. */
export function createAvatars(db: Db) {
  return {
    /** Stores the picture and points the account's avatar at it, in one transaction. */
    async save(userId: string, content: Uint8Array): Promise<UserRow | undefined> {
      const { type } = checkAvatar(content)
      const version = versionOf(content)
      return db.transaction(async (tx) => {
        const row = { contentType: type, content, version, updatedAt: new Date() }
        await tx
          .insert(userAvatars)
          .values({ userId, ...row })
          .onConflictDoUpdate({ target: userAvatars.userId, set: row })
        const [user] = await tx
          .update(users)
          .set({ avatarUrl: `${AVATAR_ROUTE}/${userId}?v=${version}`, updatedAt: new Date() })
          .where(eq(users.id, userId))
          .returning()
        return user
      })
    },

    /** Forgets the uploaded picture, if any; `clearUrl` also takes the avatar off the account. */
    async remove(userId: string, { clearUrl }: { clearUrl: boolean }): Promise<UserRow | undefined> {
      return db.transaction(async (tx) => {
        await tx.delete(userAvatars).where(eq(userAvatars.userId, userId))
        if (!clearUrl) return undefined
        const [user] = await tx
          .update(users)
          .set({ avatarUrl: null, updatedAt: new Date() })
          .where(eq(users.id, userId))
          .returning()
        return user
      })
    },

    async read(userId: string): Promise<StoredAvatar | undefined> {
      const [row] = await db
        .select({ content: userAvatars.content, contentType: userAvatars.contentType, version: userAvatars.version })
        .from(userAvatars)
        .where(eq(userAvatars.userId, userId))
      return row
    },
  }
}

export type Avatars = ReturnType<typeof createAvatars>
