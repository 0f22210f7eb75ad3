-- Trigram matching for the lead lists' partial-match search (issue 15,
-- docs/decisions/0020-lead-list-indexes.md). Hand-written: drizzle-kit does not manage
-- extensions. pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
