import { sql } from 'drizzle-orm'
import {
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

/** Small key/value facts about this installation (seed version, feature flags). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Raw bytes; drizzle 0.45 has no built-in column for bytea. Both drivers hand back a Uint8Array (a Buffer on postgres.js). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
})

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

/**
 * When a catalogue row last changed in any way (its text, its counters, its status or its author's
 * name), set by triggers (migration 0012) from the clock at the write, not the transaction's start.
 * Each instance's in-process search index reads the rows changed since its last look
 * (modules/catalog/search-sync.ts); deletions are noted in `catalog_deletions` for the same reason.
 */
const changedAt = () => timestamp('changed_at', { withTimezone: true }).notNull().defaultNow()

/**
 * Accounts. Emails are unique whatever their case and kept as typed; usernames are stored
 * lowercase (the contract only admits lowercase), so both sign-in lookups use an index.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    /** argon2id (PHC string); null for accounts made through an OAuth provider, which cannot sign in by password. */
    passwordHash: text('password_hash'),
    avatarUrl: text('avatar_url'),
    /**
     * When the owner of `email` proved it: by a link mailed to it, or by signing up through a
     * provider that vouches for it. Until then an OAuth sign-in with the same email never joins it.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    uniqueIndex('users_username_key').on(table.username),
  ],
)

/**
 * Pictures members upload as their avatar (POST /api/auth/me/avatar), kept in the database so
 * that every instance serves them. Their header proved them PNG, JPEG, WebP or GIF
 * (modules/auth/image.ts) and they go out with that type only. `version` is a digest of the bytes
 * that the account's avatar_url carries, so a changed picture gets a new address. One per
 * account; it goes with its account.
 */
export const userAvatars = pgTable(
  'user_avatars',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
    version: text('version').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'user_avatars_content_type_check',
      sql`${table.contentType} in ('image/png', 'image/jpeg', 'image/webp', 'image/gif')`,
    ),
    check('user_avatars_size_check', sql`octet_length(${table.content}) <= 524288`),
  ],
)

/**
 * Refresh tokens, stored as SHA-256 hashes. Every rotation revokes the presented token and adds
 * its successor to the same family; the family id is the session id carried by access tokens.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('refresh_tokens_token_hash_key').on(table.tokenHash),
    index('refresh_tokens_family_id_idx').on(table.familyId),
    index('refresh_tokens_user_id_idx').on(table.userId),
  ],
)

/** Which provider account belongs to which user; the provider's own id survives email changes. */
export const oauthAccounts = pgTable(
  'oauth_accounts',
  {
    provider: text('provider').notNull(),
    providerUserId: text('provider_user_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.providerUserId] }),
    index('oauth_accounts_user_id_idx').on(table.userId),
  ],
)

/** One-time codes that hand an OAuth sign-in to the site without tokens in a URL (hashed, short-lived). */
export const authCodes = pgTable('auth_codes', {
  codeHash: text('code_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})

/**
 * Links mailed to prove an account's email (hashed, single-use, expiring). `email` is the address
 * the link went to: a link proves only that one.
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('email_verifications_user_id_idx').on(table.userId)],
)

/** Fixed-window attempt counters shared by every instance on this database. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (table) => [index('rate_limits_window_start_idx').on(table.windowStart)],
)

/**
 * The snippet catalogue (docs/product.md, Snippets). Prices are whole US cents, so sums and
 * discounts never meet floating point; the API speaks dollars. A snippet has an author account (and
 * goes with it) or, for seeded and imported snippets, a named source (`author_name`).
 *
 * Searches are answered by each instance's in-process index (modules/catalog/search-index.ts),
 * built from these rows; the full-text column and trigram indexes that served them in SQL were
 * dropped (migration 0013), so writes no longer pay for them.
 */
export const snippets = pgTable(
  'snippets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    language: text('language').notNull(),
    category: text('category').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    code: text('code').notNull(),
    mdx: text('mdx').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'cascade' }),
    authorName: text('author_name'),
    sourceUrl: text('source_url'),
    /** An SPDX identifier: 'MIT' for our own snippets, 'CC0-1.0' for 30 seconds of code. */
    license: text('license').notNull(),
    plan: text('plan', { enum: ['free', 'pro'] })
      .notNull()
      .default('free'),
    priceCents: integer('price_cents'),
    originalPriceCents: integer('original_price_cents'),
    /** Counted up by the view route, once per visitor and day (`snippet_views`). */
    views: integer('views').notNull().default(0),
    /**
     * The average of `snippet_ratings` to one decimal (0 while there are none) and how many there
     * are, kept by a trigger on that table (migration 0010) in the same transaction as any change
     * to it, so that lists sort by them without aggregating on every read.
     */
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    reviews: integer('reviews').notNull().default(0),
    /** Only published snippets are listed or served. */
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('published'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    changedAt: changedAt(),
  },
  (table) => [
    uniqueIndex('snippets_slug_key').on(table.slug),
    index('snippets_created_at_idx').on(table.createdAt),
    index('snippets_changed_at_idx').on(table.changedAt),
    index('snippets_language_category_idx').on(table.language, table.category),
    index('snippets_author_id_idx').on(table.authorId),
    // The tag filter (`tags @> array[tag]`) and the Template Hub's tag counts.
    index('snippets_tags_idx').using('gin', table.tags),
    check('snippets_plan_check', sql`${table.plan} in ('free', 'pro')`),
    check('snippets_status_check', sql`${table.status} in ('draft', 'published')`),
    check('snippets_author_check', sql`${table.authorId} is not null or ${table.authorName} is not null`),
    check(
      'snippets_price_check',
      sql`(${table.priceCents} is null or ${table.priceCents} >= 0) and (${table.originalPriceCents} is null or (${table.priceCents} is not null and ${table.originalPriceCents} >= ${table.priceCents}))`,
    ),
    check(
      'snippets_free_price_check',
      sql`${table.plan} = 'pro' or (${table.priceCents} is null and ${table.originalPriceCents} is null)`,
    ),
    check('snippets_views_check', sql`${table.views} >= 0`),
    check('snippets_rating_check', sql`${table.rating} between 0 and 5 and ${table.reviews} >= 0`),
  ],
)

/**
 * Who has viewed which snippet on which (UTC) day, as `template_views` does for templates: a view
 * counts once per visitor and day, the visitor is a keyed hash (lib/visitor.ts), and rows before
 * yesterday are pruned now and then. They go with their snippet.
 */
export const snippetViews = pgTable(
  'snippet_views',
  {
    snippetId: uuid('snippet_id')
      .notNull()
      .references(() => snippets.id, { onDelete: 'cascade' }),
    visitor: text('visitor').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.snippetId, table.day, table.visitor] }),
    index('snippet_views_day_idx').on(table.day),
  ],
)

/**
 * The one file a member may attach to their snippet, kept in the database rather than on an
 * instance's disk so that every instance serves it. Its bytes are checked UTF-8 text and always
 * served as text/plain, so `name` only ever names the download. It goes with its snippet.
 */
export const snippetAttachments = pgTable(
  'snippet_attachments',
  {
    snippetId: uuid('snippet_id')
      .primaryKey()
      .references(() => snippets.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    createdAt: createdAt(),
  },
  (table) => [check('snippet_attachments_size_check', sql`${table.size} = octet_length(${table.content})`)],
)

/** One file of a template, as the download's zip holds it (the README is kept apart, in `readme`). */
export type TemplateFileRecord = {
  /** Relative POSIX path inside the template, e.g. `k8s/deployment.yaml`; no `..`, no leading `/`. */
  path: string
  /** The whole file, complete and valid for its format. */
  content: string
}

/**
 * The templates catalogue (docs/product.md, Templates): starter files written for Snipstack, seeded
 * from modules/templates/content. Prices are whole US cents as for snippets, 0 for a free template;
 * the API speaks dollars. `downloads` and `views` start at 0 and are counted up by the download and
 * view routes, once per visitor and day; nothing is seeded into them or into the ratings.
 *
 * Searched, as snippets are, by the in-process index (migration 0013 dropped the SQL search column).
 */
export const templates = pgTable(
  'templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    categorySlug: text('category_slug').notNull(),
    language: text('language').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    readme: text('readme').notNull(),
    files: jsonb('files').$type<TemplateFileRecord[]>().notNull(),
    priceCents: integer('price_cents').notNull().default(0),
    originalPriceCents: integer('original_price_cents'),
    /** As for snippets: the average of `template_ratings` (0 while there are none) and their count, kept by a trigger. */
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    reviews: integer('reviews').notNull().default(0),
    downloads: integer('downloads').notNull().default(0),
    views: integer('views').notNull().default(0),
    publishedAt: date('published_at', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    changedAt: changedAt(),
  },
  (table) => [
    uniqueIndex('templates_slug_key').on(table.slug),
    index('templates_tags_idx').using('gin', table.tags),
    index('templates_category_slug_idx').on(table.categorySlug),
    index('templates_published_at_idx').on(table.publishedAt),
    index('templates_changed_at_idx').on(table.changedAt),
    check(
      'templates_price_check',
      sql`${table.priceCents} >= 0 and (${table.originalPriceCents} is null or ${table.originalPriceCents} >= ${table.priceCents})`,
    ),
    check('templates_rating_check', sql`${table.rating} between 0 and 5`),
    check('templates_counts_check', sql`${table.reviews} >= 0 and ${table.downloads} >= 0 and ${table.views} >= 0`),
    check('templates_files_check', sql`jsonb_typeof(${table.files}) = 'array'`),
  ],
)

/**
 * Who has viewed which template on which (UTC) day, so that a view counts once per visitor and
 * day. `visitor` is an HMAC of the signed-in user's id or of the client's address and user agent,
 * keyed by the server's secret and the day (lib/visitor.ts): no address is stored,
 * and one day's keys cannot be matched with another's. Rows before yesterday serve no purpose and
 * are pruned now and then.
 */
export const templateViews = pgTable(
  'template_views',
  {
    templateId: uuid('template_id')
      .notNull()
      .references(() => templates.id, { onDelete: 'cascade' }),
    visitor: text('visitor').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.templateId, table.day, table.visitor] }),
    index('template_views_day_idx').on(table.day),
  ],
)

/**
 * Which account downloaded which template when: one row per download by a signed-in member (the
 * `downloads` counter counts everyone's). It feeds the account's templates figures in the
 * workspace, latest first, and goes with the account or the template.
 */
export const templateDownloads = pgTable(
  'template_downloads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    templateId: uuid('template_id')
      .notNull()
      .references(() => templates.id, { onDelete: 'cascade' }),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('template_downloads_user_id_downloaded_at_idx').on(table.userId, table.downloadedAt.desc()),
    index('template_downloads_template_id_idx').on(table.templateId),
  ],
)

/**
 * Which workspace services (contracts' `workspaceServiceIds`) an account subscribes to: one row
 * per subscription, so subscribing twice changes nothing. It goes with its account.
 */
export const workspaceSubscriptions = pgTable(
  'workspace_subscriptions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    service: text('service').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.service] }),
    check(
      'workspace_subscriptions_service_check',
      sql`${table.service} in ('snippets', 'templates', 'hosting', 'databases', 'websites', 'studio')`,
    ),
  ],
)

/**
 * Messages sent through the contact form (/page/contact), kept until someone answers them by
 * email. The sender's account, when they were signed in, helps to answer; it is forgotten with
 * the account. No address or browser is stored: the rate limit counts those elsewhere, briefly.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('contact_messages_created_at_idx').on(table.createdAt)],
)

/**
 * A member's rating of an item, 1 to 5 stars with an optional short review: one per account and
 * item, changed in place. The item's `rating` and `reviews` columns are recomputed from these rows
 * by a trigger (migration 0010). Ratings go with their account or their item.
 */
function ratingColumns() {
  return {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stars: smallint('stars').notNull(),
    review: text('review'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  }
}

export const snippetRatings = pgTable(
  'snippet_ratings',
  {
    snippetId: uuid('snippet_id')
      .notNull()
      .references(() => snippets.id, { onDelete: 'cascade' }),
    ...ratingColumns(),
  },
  (table) => [
    primaryKey({ columns: [table.snippetId, table.userId] }),
    index('snippet_ratings_snippet_id_updated_at_idx').on(table.snippetId, table.updatedAt.desc()),
    index('snippet_ratings_user_id_idx').on(table.userId),
    check('snippet_ratings_stars_check', sql`${table.stars} between 1 and 5`),
  ],
)

/** As `snippet_ratings`, for templates. */
export const templateRatings = pgTable(
  'template_ratings',
  {
    templateId: uuid('template_id')
      .notNull()
      .references(() => templates.id, { onDelete: 'cascade' }),
    ...ratingColumns(),
  },
  (table) => [
    primaryKey({ columns: [table.templateId, table.userId] }),
    index('template_ratings_template_id_updated_at_idx').on(table.templateId, table.updatedAt.desc()),
    index('template_ratings_user_id_idx').on(table.userId),
    check('template_ratings_stars_check', sql`${table.stars} between 1 and 5`),
  ],
)

/**
 * Catalogue rows deleted, noted by triggers (migration 0012) so that every instance's search index
 * drops them too (modules/catalog/search-sync.ts). Notes older than an hour are pruned.
 */
export const catalogDeletions = pgTable(
  'catalog_deletions',
  {
    kind: text('kind', { enum: ['snippet', 'template'] }).notNull(),
    id: uuid('id').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('catalog_deletions_deleted_at_idx').on(table.deletedAt)],
)

/**
 * What an account may read of the paid catalogue: `pro` opens every pro snippet, paid template and
 * paid registry item; `snippet` or `template` opens the one named by its slug (`item`, empty for
 * `pro`). `source` says who granted it: an operator's command (`admin grant-pro`) or a payment.
 * Revoking keeps the row with `revoked_at` set, so an account's history stays readable; granting
 * again clears it.
 */
export const entitlements = pgTable(
  'entitlements',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['pro', 'snippet', 'template'] }).notNull(),
    item: text('item').notNull().default(''),
    source: text('source', { enum: ['admin', 'stripe'] }).notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind, table.item] }),
    check('entitlements_kind_check', sql`${table.kind} in ('pro', 'snippet', 'template')`),
    check('entitlements_source_check', sql`${table.source} in ('admin', 'stripe')`),
    check('entitlements_item_check', sql`(${table.kind} = 'pro') = (${table.item} = '')`),
  ],
)

/**
 * Personal registry tokens (modules/pro/registry-tokens.ts): what the CLIs present as
 * `Authorization: Bearer <token>` to fetch the registry's paid items for their owner. Only the
 * token's SHA-256 is kept, so the table cannot give a token away; revoking one deletes its row.
 */
export const registryTokens = pgTable(
  'registry_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** SHA-256 of the whole token (auth/tokens.ts, hashToken), as for refresh tokens. */
    tokenHash: text('token_hash').notNull(),
    lastFour: text('last_four').notNull(),
    createdAt: createdAt(),
    /** Written at most once a minute per token, so a busy CI does not write on every request. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('registry_tokens_token_hash_idx').on(table.tokenHash),
    index('registry_tokens_user_id_idx').on(table.userId, table.createdAt),
  ],
)
