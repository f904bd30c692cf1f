/**
 * The connections jobs by name, with their payloads: a leaf that the services queueing them and
 * the handlers running them both import (decision 114).
 */
export type ConnectionJobs = {
  'connections.refresh': Record<string, never>;
  /** A newly connected account's first read, right after the connection (decision 123). */
  'connections.read': { connectionId: number };
};
