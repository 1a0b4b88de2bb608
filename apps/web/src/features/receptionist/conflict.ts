import type { TFunction } from 'i18next';
import type { Slot } from '@dermadesk/contracts';
import { isApiError } from '../../lib/api/api-error';
import { formatInZone } from './zoned-format';

/** The fresh slots a 409 carries (empty for any other error). */
export function freshSlotsOf(error: unknown): Slot[] {
  if (!isApiError(error) || error.code !== 'CONFLICT') return [];
  const details = error.details as { slots?: Slot[] } | undefined;
  return details?.slots ?? [];
}

/** What the staff read when a booking or move is refused: taken, and the next free times. */
export function conflictText(error: unknown, t: TFunction, language: string, zone: string) {
  if (!isApiError(error) || error.code !== 'CONFLICT') return t('errors.unexpected');
  const slots = freshSlotsOf(error);
  const next = slots
    .slice(0, 3)
    .map((s) => formatInZone(s.start, language, zone))
    .join(', ');
  return next
    ? t('receptionist.conflict.withSlots', { slots: next })
    : t('receptionist.conflict.none');
}
