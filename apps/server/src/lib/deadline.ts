/**
 * `work`, or a rejection with `message` once `ms` have passed without its answer. The timer
 * does not hold the process open; `work` itself goes on, as nothing here can stop it.
 */
export function answerWithin<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      setTimeout(() => reject(new Error(message)), ms).unref();
    }),
  ]);
}
