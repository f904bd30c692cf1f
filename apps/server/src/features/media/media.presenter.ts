/** The public address of a stored image, or null when there is none. */
export const mediaUrl = (hash: string | null | undefined) => (hash ? `/media/${hash}.jpg` : null);
