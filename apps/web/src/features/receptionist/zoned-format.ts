/** Dates and times in the organisation's zone and the user's language; times always HH:mm. */
export function formatInZone(
  iso: string | Date,
  language: string,
  zone: string,
  style: 'time' | 'date' | 'dateTime' | 'dayInYear' = 'dateTime',
): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  // A record spans years ('dayInYear': '14 mars 2025, 09:30'); the calendar shows this week.
  const day =
    style === 'dayInYear'
      ? ({ day: 'numeric', month: 'short', year: 'numeric' } as const)
      : ({ weekday: 'long', day: 'numeric', month: 'long' } as const);
  return new Intl.DateTimeFormat(language, {
    timeZone: zone,
    ...(style !== 'time' ? day : {}),
    ...(style !== 'date' ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
  }).format(date);
}

/** A calendar date (`YYYY-MM-DD`: a birth date, a waitlist bound) in the user's language. */
export function formatDay(date: string, language: string): string {
  // Read and written in UTC, so no zone moves the day.
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
