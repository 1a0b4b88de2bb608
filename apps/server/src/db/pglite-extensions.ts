/**
 * The PGlite extensions the migrations use: pg_trgm for substring searches (0012), btree_gist for
 * the booking exclusion constraint (0016), btree_gin for the organisation-led subject trigram
 * index (0028). Every PGlite this project opens (server, backup, benchmarks) loads all of them,
 * so each reads the same indexes. Loaded lazily: a PostgreSQL deployment never pays for them.
 */
export async function pgliteExtensions() {
  const [{ pg_trgm }, { btree_gist }, { btree_gin }] = await Promise.all([
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/btree_gist'),
    import('@electric-sql/pglite/contrib/btree_gin'),
  ]);
  return { pg_trgm, btree_gist, btree_gin };
}
