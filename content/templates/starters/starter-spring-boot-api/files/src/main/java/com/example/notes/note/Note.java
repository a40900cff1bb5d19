package com.example.notes.note;

import java.time.Instant;
import org.springframework.data.annotation.Id;
import org.springframework.data.annotation.Version;
import org.springframework.data.relational.core.mapping.Table;

/**
 * A note, stored in the {@code notes} table. Immutable: every change makes a new instance.
 *
 * @param version incremented by Spring Data JDBC on every update; an update carrying an old
 *     version fails, so two clients cannot silently overwrite each other's edits
 */
@Table("notes")
public record Note(
        @Id Long id, String title, String body, @Version Integer version, Instant createdAt, Instant updatedAt) {

    static Note create(String title, String body, Instant now) {
        return new Note(null, title, body, null, now, now);
    }

    Note edit(String newTitle, String newBody, Instant now) {
        return new Note(id, newTitle, newBody, version, createdAt, now);
    }

    // Spring Data sets generated values through "wither" methods on immutable types.
    Note withId(Long newId) {
        return new Note(newId, title, body, version, createdAt, updatedAt);
    }

    Note withVersion(Integer newVersion) {
        return new Note(id, title, body, newVersion, createdAt, updatedAt);
    }
}
