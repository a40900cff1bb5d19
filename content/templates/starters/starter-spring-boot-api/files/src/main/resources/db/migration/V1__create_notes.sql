-- Flyway runs this once, in order with any later V2__, V3__... files; never edit it after it
-- has run anywhere: add a new migration instead.
CREATE TABLE notes (
    id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    title VARCHAR(200) NOT NULL,
    body TEXT NOT NULL,
    version INTEGER NOT NULL,
    created_at TIMESTAMPTZ NOT NULL,
    updated_at TIMESTAMPTZ NOT NULL
);

-- The list endpoint pages through notes by last change.
CREATE INDEX notes_updated_at_idx ON notes (updated_at DESC, id DESC);
