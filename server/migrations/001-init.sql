-- Accounts, sessions and the per-user change log. The server never reads a change's table, key or
-- value: it stores them in arrival order so every device can pull what it has not seen.
create table accounts (
  id uuid primary key,
  email text not null unique,
  password_hash text not null,
  created_at timestamptz not null default now()
);

-- Tokens are stored as their SHA-256: a leaked table does not open any account.
create table sessions (
  token_hash bytea primary key,
  account_id uuid not null references accounts (id) on delete cascade,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index sessions_account on sessions (account_id);

create table changes (
  seq bigserial primary key,
  account_id uuid not null references accounts (id) on delete cascade,
  change_id text not null,
  hlc text not null,
  device_id text not null,
  table_name text not null,
  row_key text not null,
  op text not null check (op in ('put', 'delete')),
  value jsonb,
  received_at timestamptz not null default now(),
  -- A replayed change (a retry after a lost answer) is recognised by its id and ignored.
  unique (account_id, change_id)
);
create index changes_account_seq on changes (account_id, seq);
