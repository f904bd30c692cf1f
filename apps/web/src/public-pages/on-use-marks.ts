/** The meta element by which a page that hydrates on use names its entry's script (decision 121). */
export const ENTRY_META = 'partnerly-entry';

/** Dispatched on window once React has hydrated a public page (hydrate.tsx). */
export const HYDRATED_EVENT = 'partnerly:hydrated';
