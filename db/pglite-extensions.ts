import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";

/**
 * The contrib extensions every PGlite of ours loads (migrations 0000 and 0011
 * create them): trigram matching and accent folding for search. Every
 * PGlite.create passes these, or the migrations and search fail on it.
 */
export const pgliteExtensions = { pg_trgm, unaccent };
