package com.example.notes.note;

import org.springframework.data.repository.ListCrudRepository;
import org.springframework.data.repository.ListPagingAndSortingRepository;

public interface NoteRepository extends ListCrudRepository<Note, Long>, ListPagingAndSortingRepository<Note, Long> {}
