/** An account at a stand-in platform, changed by tests to move its numbers. */
export interface StandInAccount {
  id: string;
  username: string;
  followers: number;
  /** Instagram: BUSINESS, MEDIA_CREATOR or PERSONAL. */
  accountType?: string;
  /** YouTube: the channel hides its subscriber count. */
  hidden?: boolean;
  /** Instagram: follower countries by ISO code, most first. */
  countries?: string[];
  /**
   * Instagram followers (or YouTube viewers' percentages) by breakdown value: country codes,
   * age ranges (`18-24`), genders (Instagram `F`/`M`/`U`, YouTube `female`/`male`).
   */
  audience?: {
    country?: Record<string, number>;
    age?: Record<string, number>;
    gender?: Record<string, number>;
  };
  /** YouTube: the grant lacks yt-analytics.readonly (connected before issue 48). */
  noAnalyticsScope?: boolean;
  /** The account's posts (Instagram media, YouTube videos, TikTok videos), newest first. */
  posts?: StandInPost[];
  /** TikTok: the grant lacks `video.list` (connected before issue 47). */
  noVideoScope?: boolean;
}

/** A post at a stand-in platform; the numbers tests move to see them read again. */
export interface StandInPost {
  likes: number;
  comments: number;
  /** ISO time it was published. */
  at: string;
  /** The platform's id: Instagram media id, YouTube or TikTok video id (made up if absent). */
  id?: string;
  /** Instagram: the permalink's shortcode. */
  shortcode?: string;
  /** Instagram caption, or YouTube and TikTok title and description. */
  caption?: string;
  views?: number;
  reach?: number;
  shares?: number;
  saves?: number;
  /** YouTube: the owner declared a paid product placement. */
  paid?: boolean;
}
