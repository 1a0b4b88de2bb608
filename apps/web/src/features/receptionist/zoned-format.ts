/** Dates and times in the organisation's zone and the user's language; times always HH:mm. */
export function formatInZone(
  iso: string | Date,
  language: string,
  zone: string,
  style: 'time' | 'date' | 'dateTime' = 'dateTime',
): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  return new Intl.DateTimeFormat(language, {
    timeZone: zone,
    ...(style !== 'time' ? { weekday: 'long', day: 'numeric', month: 'long' } : {}),
    ...(style !== 'date' ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
  }).format(date);
}
