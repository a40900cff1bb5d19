\i postgres-skip-locked-job-queue.sql

INSERT INTO jobs (queue, payload, priority, run_at) VALUES
  ('email', '{"to": "ada@example.com"}', 0, now() - interval '5 minutes'),
  ('email', '{"to": "grace@example.com"}', 10, now() - interval '1 minute'), -- urgent: first
  ('email', '{"to": "linus@example.com"}', 0, now() - interval '2 minutes'),
  ('email', '{"to": "later@example.com"}', 0, now() + interval '1 hour'),   -- not due yet
  ('reports', '{"day": "2024-03-01"}', 0, now() - interval '1 hour');       -- other queue

SELECT id, payload ->> 'to' AS recipient, attempts, locked_by
FROM claim_jobs('email', 'worker-a', 2) ORDER BY id;

-- A second worker gets the remaining due job, not the ones worker-a holds.
SELECT id, payload ->> 'to' AS recipient, locked_by
FROM claim_jobs('email', 'worker-b', 5) ORDER BY id;

CALL finish_job(2);
CALL finish_job(1, 'SMTP timeout');

SELECT id, attempts, locked_by, last_error, run_at - now() AS due_in
FROM jobs WHERE queue = 'email' ORDER BY id;
