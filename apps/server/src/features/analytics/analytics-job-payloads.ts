/**
 * The analytics jobs by name, with their payloads: a leaf that the services queueing them and
 * the handlers running them both import (decision 114).
 */
export type AnalyticsJobs = { 'analytics.aggregate': Record<string, never> };
