package com.example.notes.note;

import java.time.Clock;
import org.springframework.dao.OptimisticLockingFailureException;
import org.springframework.data.domain.Page;
import org.springframework.data.domain.PageRequest;
import org.springframework.data.domain.Sort;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class NoteService {

    private final NoteRepository notes;
    private final Clock clock;

    public NoteService(NoteRepository notes, Clock clock) {
        this.notes = notes;
        this.clock = clock;
    }

    /** Most recently changed first. */
    @Transactional(readOnly = true)
    public Page<Note> list(int page, int size) {
        return notes.findAll(PageRequest.of(page, size, Sort.by(Sort.Direction.DESC, "updatedAt", "id")));
    }

    @Transactional(readOnly = true)
    public Note get(long id) {
        return notes.findById(id).orElseThrow(() -> new NoteNotFoundException(id));
    }

    @Transactional
    public Note create(String title, String body) {
        return notes.save(Note.create(title, body, clock.instant()));
    }

    /**
     * Applies an edit made to version {@code expectedVersion} of the note.
     *
     * @throws OptimisticLockingFailureException if the note changed since the client read it
     */
    @Transactional
    public Note update(long id, String title, String body, int expectedVersion) {
        Note current = get(id);
        if (current.version() != expectedVersion) {
            throw new OptimisticLockingFailureException(
                    "Note " + id + " is at version " + current.version() + ", not " + expectedVersion);
        }
        // save() checks the version again in its UPDATE, which also catches a concurrent edit
        // that lands between the read above and this write.
        return notes.save(current.edit(title, body, clock.instant()));
    }

    @Transactional
    public void delete(long id) {
        if (!notes.existsById(id)) {
            throw new NoteNotFoundException(id);
        }
        notes.deleteById(id);
    }
}
