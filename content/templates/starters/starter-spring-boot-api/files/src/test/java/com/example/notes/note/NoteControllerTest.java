package com.example.notes.note;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.BDDMockito.given;
import static org.mockito.BDDMockito.then;
import static org.mockito.BDDMockito.willThrow;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.dao.OptimisticLockingFailureException;
import org.springframework.data.domain.PageImpl;
import org.springframework.data.domain.PageRequest;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.assertj.MockMvcTester;

/**
 * The web layer alone: routing, JSON, validation and error responses, with the service mocked.
 * No database and no server are started.
 */
@WebMvcTest(NoteController.class)
class NoteControllerTest {

    private static final Instant NOW = Instant.parse("2026-03-01T12:00:00Z");
    private static final Note NOTE = new Note(7L, "Groceries", "eggs, milk", 0, NOW, NOW);

    @Autowired
    private MockMvcTester mvc;

    @MockitoBean
    private NoteService notes;

    @Test
    void getsANote() {
        given(notes.get(7L)).willReturn(NOTE);

        assertThat(mvc.get().uri("/api/notes/7"))
                .hasStatusOk()
                .bodyJson()
                .extractingPath("$.title")
                .isEqualTo("Groceries");
    }

    @Test
    void listsAPage() {
        given(notes.list(0, 20)).willReturn(new PageImpl<>(List.of(NOTE), PageRequest.of(0, 20), 1));

        assertThat(mvc.get().uri("/api/notes"))
                .hasStatusOk()
                .bodyJson()
                .extractingPath("$.total")
                .isEqualTo(1);
    }

    @Test
    void createsANoteAndPointsToIt() {
        given(notes.create("Groceries", "eggs, milk")).willReturn(NOTE);

        assertThat(mvc.post()
                        .uri("/api/notes")
                        .contentType(MediaType.APPLICATION_JSON)
                        .content("{\"title\": \" Groceries \", \"body\": \"eggs, milk\"}"))
                .hasStatus(HttpStatus.CREATED)
                .hasHeader("Location", "http://localhost/api/notes/7");
    }

    @Test
    void rejectsAnInvalidBodyWithTheFieldErrors() {
        assertThat(mvc.post()
                        .uri("/api/notes")
                        .contentType(MediaType.APPLICATION_JSON)
                        .content("{\"title\": \"\", \"body\": null}"))
                .hasStatus(HttpStatus.BAD_REQUEST)
                .bodyJson()
                .extractingPath("$.errors.title")
                .isNotNull();
        then(notes).shouldHaveNoInteractions();
    }

    @Test
    void rejectsAnOutOfRangePageSize() {
        assertThat(mvc.get().uri("/api/notes?size=500")).hasStatus(HttpStatus.BAD_REQUEST);
    }

    @Test
    void answersAMissingNoteWith404() {
        given(notes.get(99L)).willThrow(new NoteNotFoundException(99L));

        assertThat(mvc.get().uri("/api/notes/99"))
                .hasStatus(HttpStatus.NOT_FOUND)
                .bodyJson()
                .extractingPath("$.detail")
                .isEqualTo("No note with id 99.");
    }

    @Test
    void answersAStaleEditWith409() {
        willThrow(new OptimisticLockingFailureException("stale"))
                .given(notes)
                .update(7L, "New title", "", 3);

        assertThat(mvc.put()
                        .uri("/api/notes/7")
                        .contentType(MediaType.APPLICATION_JSON)
                        .content("{\"title\": \"New title\", \"body\": \"\", \"version\": 3}"))
                .hasStatus(HttpStatus.CONFLICT)
                .bodyJson()
                .extractingPath("$.title")
                .isEqualTo("Edit Conflict");
    }

    @Test
    void anEditMustCarryTheVersion() {
        assertThat(mvc.put()
                        .uri("/api/notes/7")
                        .contentType(MediaType.APPLICATION_JSON)
                        .content("{\"title\": \"New title\", \"body\": \"\"}"))
                .hasStatus(HttpStatus.BAD_REQUEST);
        then(notes).shouldHaveNoInteractions();
    }
}
