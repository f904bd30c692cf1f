import { useState } from 'react';
import { followersUpdateSchema } from '@partnerly/shared';

const followersRule = followersUpdateSchema.shape.followers;

/**
 * A follower count typed by the admin, checked with the server's rule before it is sent:
 * `read()` answers the number, or shows the field's error and answers null.
 */
export function useFollowersField(initial: number | '' = '') {
  const [value, setValue] = useState<number | string>(initial);
  const [error, setError] = useState<string>();

  const read = (): number | null => {
    const parsed = followersRule.safeParse(value === '' ? undefined : value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Enter the follower count.');
      return null;
    }
    setError(undefined);
    return parsed.data;
  };

  const onChange = (next: number | string) => {
    setValue(next);
    setError(undefined);
  };

  return { inputProps: { value, onChange, error }, read };
}
