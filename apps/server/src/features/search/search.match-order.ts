import { sql, type SQL } from 'drizzle-orm';
import { accountMatchOfAliases } from '../audience/audience-match';

/**
 * The audience match (0 to 1, unrounded) of `owner` (the account `so`'s owner unless given) for
 * the viewer whose id `viewer` holds, in SQL so that a search sorted by it pages through the whole filtered set
 * (decision 117): the best of the owner's connected accounts, each by `accountMatch`, the
 * formula the cards' number comes from. The target read is the viewer's own only.
 */
export function audienceMatchOf(viewer: SQL, owner: SQL = sql`so.user_id`): SQL {
  return sql`(select max(${accountMatchOfAliases()})
    from platform_connections pc
      join connection_audiences ca on ca.connection_id = pc.id
      join audience_targets t on t.user_id = ${viewer}
      left join audience_visibility av on av.user_id = pc.user_id
    where pc.user_id = ${owner})`;
}
