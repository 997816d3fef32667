-- Decision 156: accounts suspended before migration 0025 keep their public listings out of the
-- public too, as a suspension does from now on. Erased accounts (which keep suspended_at, with
-- the address 'eliminado-<id>@eliminado.invalid') are left alone: decision 014 keeps their sold
-- listings as the record of a sale, and their other listings were already taken down.
UPDATE "businesses" AS b
SET "held_from" = b."status", "status" = 'held'
FROM "users" AS u
WHERE u."id" = b."seller_id"
  AND u."suspended_at" IS NOT NULL
  AND u."email" <> 'eliminado-' || u."id" || '@eliminado.invalid'
  AND b."status" IN ('approved', 'sold');
