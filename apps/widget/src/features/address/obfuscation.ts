/**
 * Replaces obfuscated query keys by their wire names. `keys` maps wire key → alias, as in
 * `booking_widget_setting_attributes.obfuscated_query_keys`; a wire key already present wins.
 * @example decodeObfuscatedKeys(new URLSearchParams('ci=2030-01-01'), { checkin: 'ci' }) // checkin=2030-01-01
 */
export function decodeObfuscatedKeys(
  params: URLSearchParams,
  keys: Readonly<Record<string, string>>,
): URLSearchParams {
  const decoded = new URLSearchParams(params);
  for (const [wireKey, alias] of Object.entries(keys)) {
    if (!alias || alias === wireKey || !decoded.has(alias)) continue;
    const values = decoded.getAll(alias);
    decoded.delete(alias);
    if (decoded.has(wireKey)) continue;
    for (const value of values) decoded.append(wireKey, value);
  }
  return decoded;
}
