/** The reviews' jobs by name, with their payloads: a leaf (decision 114). */
export type ReviewJobs = { 'reviews.publish': Record<string, never> };
