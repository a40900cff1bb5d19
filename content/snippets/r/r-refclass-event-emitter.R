# An event emitter built with Reference Classes (R5): listeners are stored in
# mutable fields, so registering a handler changes the object in place, which
# plain S3 lists (copied on modify) cannot do without reassigning.
EventEmitter <- setRefClass("EventEmitter",
  fields = list(listeners = "list", next_id = "integer"),
  methods = list(
    initialize = function(...) {
      initFields(listeners = list(), next_id = 0L)
      callSuper(...)
    },
    on = function(event, handler, once = FALSE) {
      "Register a handler; returns an id that off() accepts."
      stopifnot(is.character(event), length(event) == 1, is.function(handler))
      next_id <<- next_id + 1L
      id <- paste0("h", next_id)
      listeners[[event]][[id]] <<- list(fn = handler, once = once)
      invisible(id)
    },
    once = function(event, handler) on(event, handler, once = TRUE),
    off = function(event, id) {
      listeners[[event]][[id]] <<- NULL
      invisible(.self)
    },
    emit = function(event, ...) {
      "Call handlers in registration order; returns how many ran."
      handlers <- listeners[[event]]
      for (id in names(handlers)) {
        h <- handlers[[id]]
        if (h$once) off(event, id) # remove first, so a re-emit inside the handler cannot repeat it
        # One failing listener must not stop the others.
        tryCatch(h$fn(...), error = function(e) {
          warning(sprintf("listener %s for '%s' failed: %s", id, event, conditionMessage(e)), call. = FALSE)
        })
      }
      invisible(length(handlers))
    },
    listener_count = function(event) length(listeners[[event]])
  )
)
