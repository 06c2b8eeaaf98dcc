-- Search that forgives how people type (issue 26): accents (unaccent), and one
-- folding rule for names and queries alike. core/search/normalise.ts is the
-- same rule in TypeScript; keep the two in step.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- unaccent(text) is only STABLE (it finds its dictionary through search_path);
-- naming the dictionary makes it safe to call from an IMMUTABLE function, and
-- an immutable function can be indexed (the trigram indexes of 0012).
CREATE OR REPLACE FUNCTION artcal_fold(t text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT btrim(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
    lower(public.unaccent('public.unaccent'::regdictionary, t)),
    '[''’]', '', 'g'),
    '[^a-z0-9]+', ' ', 'g'),
    '\m(st|saint)\M', 'saint', 'g'),
    '\mmpls\M', 'minneapolis', 'g'))
$$;
