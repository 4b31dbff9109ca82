import { MAP_TEXT } from '@fardin/core/messages';
import type { MessageKey } from '../../i18n/dictionaries';
import type { Translate } from '../../i18n/i18n-context';

const KEY_OF = new Map<string, MessageKey>(
  Object.entries(MAP_TEXT).map(([k, v]) => [v, `accounts.map.${k}`] as [string, MessageKey]),
);

/**
 * The location field's own status texts (`parseCoordinateInput` and `useLocationInput` report
 * them as `MAP_TEXT` constants) in the shopper's language. Server refusals never come here: the
 * action translates them by code.
 */
export function mapText(t: Translate, message: string | undefined): string {
  if (!message) return '';
  const key = KEY_OF.get(message);
  return key ? t(key) : message;
}
