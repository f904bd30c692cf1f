-- Issue 48, decision 135 (docs/decisions): the audience as every page shows it, kept beside the
-- audience as read. A platform reports up to 45 countries (Instagram) or every country with
-- views (YouTube); all stay in `audience`, since the search keys and the audience match read
-- them, but a profile, a card or a media kit charts the largest five and sums the rest as
-- "other" (TOP_COUNTRIES in features/audience/audience.presenter.ts; its tests read the rest's
-- share through this column). Sending every country to the server to be parsed and dropped
-- cost a search page most of its time, and cutting them at each read cost PostgreSQL as much;
-- here they are cut once, when the weekly read is written.
CREATE FUNCTION "audience_shown"("audience" jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT "audience" - 'countries' || jsonb_build_object(
		'countries', coalesce(jsonb_agg(c."e" ORDER BY c."n") FILTER (WHERE c."n" <= 5), '[]'::jsonb),
		'otherCountries', coalesce(sum((c."e" ->> 'share')::numeric) FILTER (WHERE c."n" > 5), 0))
	FROM jsonb_array_elements(coalesce("audience" -> 'countries', '[]'::jsonb)) WITH ORDINALITY c("e", "n")
$$;
--> statement-breakpoint
ALTER TABLE "connection_audiences" ADD COLUMN "shown_audience" jsonb GENERATED ALWAYS AS (audience_shown(audience)) STORED;
