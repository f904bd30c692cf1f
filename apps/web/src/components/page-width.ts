/**
 * The one content width scale of the signed-in app: narrow for a single column (profile,
 * search), default for a page with its own side panel (settings), wide for grids and
 * split views (explore, chats).
 */
export const PAGE_WIDTH = { narrow: 760, default: 960, wide: 1200 } as const;

export type PageWidth = keyof typeof PAGE_WIDTH;
