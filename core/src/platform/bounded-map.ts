/**
 * Sets a key in a map used as a bounded memory (a cache of what was computed or verified): the key moves to the
 * newest place, and the oldest entries are forgotten while the map holds more than `max`.
 */
export function setBounded<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  while (map.size > max) map.delete(map.keys().next().value!);
}
