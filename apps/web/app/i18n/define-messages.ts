/**
 * Dictionaries are split by area of the store (frame.ts, accounts.ts, ...), each with the three
 * locales side by side. Khmer is the source: en and zh must have exactly its keys, which this
 * helper's type enforces.
 */
export function defineMessages<const K extends string>(messages: {
  kh: Record<K, string>;
  en: NoInfer<Record<K, string>>;
  zh: NoInfer<Record<K, string>>;
}) {
  return messages;
}
