package com.example.notes.note;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.net.URI;
import java.time.Instant;
import java.util.List;
import org.springframework.data.domain.Page;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.util.UriComponentsBuilder;

@RestController
@RequestMapping("/api/notes")
class NoteController {

    /** What a client sends to create a note. */
    record CreateNote(@NotBlank @Size(max = 200) String title, @NotNull @Size(max = 10_000) String body) {}

    /** An edit, with the version the client last read, for optimistic locking. */
    record UpdateNote(
            @NotBlank @Size(max = 200) String title,
            @NotNull @Size(max = 10_000) String body,
            @NotNull Integer version) {}

    /** What the API returns: the entity's fields, decoupled from its storage. */
    record NoteResponse(long id, String title, String body, int version, Instant createdAt, Instant updatedAt) {
        static NoteResponse of(Note note) {
            return new NoteResponse(
                    note.id(), note.title(), note.body(), note.version(), note.createdAt(), note.updatedAt());
        }
    }

    record NotePage(List<NoteResponse> items, int page, int size, long total) {
        static NotePage of(Page<Note> page) {
            return new NotePage(
                    page.map(NoteResponse::of).getContent(), page.getNumber(), page.getSize(), page.getTotalElements());
        }
    }

    private final NoteService notes;

    NoteController(NoteService notes) {
        this.notes = notes;
    }

    // Constraints on parameters are checked by Spring MVC's built-in method validation: a bad
    // value is a 400 problem detail before this method runs.
    @GetMapping
    NotePage list(
            @RequestParam(defaultValue = "0") @Min(0) int page,
            @RequestParam(defaultValue = "20") @Min(1) @Max(100) int size) {
        return NotePage.of(notes.list(page, size));
    }

    @GetMapping("/{id}")
    NoteResponse get(@PathVariable long id) {
        return NoteResponse.of(notes.get(id));
    }

    @PostMapping
    ResponseEntity<NoteResponse> create(@Valid @RequestBody CreateNote request, UriComponentsBuilder uri) {
        Note note = notes.create(request.title().strip(), request.body());
        URI location = uri.path("/api/notes/{id}").buildAndExpand(note.id()).toUri();
        return ResponseEntity.created(location).body(NoteResponse.of(note));
    }

    @PutMapping("/{id}")
    NoteResponse update(@PathVariable long id, @Valid @RequestBody UpdateNote request) {
        return NoteResponse.of(notes.update(id, request.title().strip(), request.body(), request.version()));
    }

    @DeleteMapping("/{id}")
    @ResponseStatus(HttpStatus.NO_CONTENT)
    void delete(@PathVariable long id) {
        notes.delete(id);
    }
}
