-- Every read of the change log is one account's changes in seq order. With `seq` alone as the
-- primary key, PostgreSQL 15 answered a pull for a large account by walking that key and
-- filtering out every other account's rows before the first one of its own (EXPLAIN ANALYZE in
-- `npm run bench:sync`: 105,300 rows removed, 23 ms for 501 rows). Keyed by (account_id, seq), the
-- only path is the account's own range. `seq` stays unique through its sequence.
alter table changes drop constraint changes_pkey;
drop index changes_account_seq;
alter table changes add primary key (account_id, seq);
