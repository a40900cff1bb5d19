package com.example.notes.note;

import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.web.ErrorResponseException;

/** Answered as a 404 problem detail by Spring MVC itself: no handler needed. */
public class NoteNotFoundException extends ErrorResponseException {

    public NoteNotFoundException(long id) {
        super(HttpStatus.NOT_FOUND, problem(id), null);
    }

    private static ProblemDetail problem(long id) {
        return ProblemDetail.forStatusAndDetail(HttpStatus.NOT_FOUND, "No note with id " + id + ".");
    }
}
