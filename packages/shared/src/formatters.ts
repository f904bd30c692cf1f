/**
 * An Intl formatter per locale, built at its first use and kept. Building one loads its
 * locale's data: a few milliseconds each on a fast machine, tens on a phone. Built when their
 * module loads, the public page's formatters were a third of the long task in which its scripts
 * start (bench:web's TBT); built per call, a date cost that on every render of a list.
 */
export function formatterCache<T>(create: (locale: string | undefined) => T) {
  const byLocale = new Map<string | undefined, T>();
  return (locale?: string): T => {
    let formatter = byLocale.get(locale);
    if (!formatter) {
      formatter = create(locale);
      byLocale.set(locale, formatter);
    }
    return formatter;
  };
}
