CREATE TABLE IF NOT EXISTS jobs (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  queue      text NOT NULL DEFAULT 'default',
  payload    jsonb NOT NULL DEFAULT '{}',
  priority   integer NOT NULL DEFAULT 0,
  run_at     timestamptz NOT NULL DEFAULT now(),
  attempts   integer NOT NULL DEFAULT 0,
  locked_by  text,
  locked_at  timestamptz,
  last_error text
);

-- Only waiting jobs are indexed, so the index stays small however busy the queue gets.
CREATE INDEX IF NOT EXISTS jobs_waiting_idx
  ON jobs (queue, priority DESC, run_at, id)
  WHERE locked_at IS NULL;

-- Rows another worker has locked are skipped instead of waited for, so workers never
-- block each other and never receive the same job twice.
CREATE OR REPLACE FUNCTION claim_jobs(p_queue text, p_worker text, p_batch integer DEFAULT 1)
RETURNS SETOF jobs
LANGUAGE sql
AS $$
  UPDATE jobs j
  SET locked_by = p_worker, locked_at = now(), attempts = j.attempts + 1
  FROM (
    SELECT id
    FROM jobs
    WHERE queue = p_queue AND locked_at IS NULL AND run_at <= now()
    ORDER BY priority DESC, run_at, id
    LIMIT p_batch
    FOR UPDATE SKIP LOCKED
  ) AS next
  WHERE j.id = next.id
  RETURNING j.*;
$$;

-- Success deletes the job; failure releases it with exponential backoff (10s, 20s, 40s, ...)
-- and parks it for good after five attempts.
CREATE OR REPLACE PROCEDURE finish_job(p_id bigint, p_error text DEFAULT NULL)
LANGUAGE sql
AS $$
  DELETE FROM jobs WHERE id = p_id AND p_error IS NULL;
  UPDATE jobs
  SET locked_by = NULL,
      locked_at = NULL,
      last_error = p_error,
      run_at = CASE WHEN attempts >= 5 THEN 'infinity'
                    ELSE now() + interval '10 seconds' * power(2, attempts - 1) END
  WHERE id = p_id AND p_error IS NOT NULL;
$$;
