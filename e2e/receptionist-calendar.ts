import { expect, type Locator, type Page } from '@playwright/test';

/** Pointing at the Receptionist's calendar (react-big-calendar) in e2e tests. */

/** The calendar column of one resource in the day view. */
export async function columnOf(page: Page, resource: string): Promise<Locator> {
  const calendar = page.getByTestId('rx-calendar');
  const headers = calendar.locator('.rbc-time-header-content');
  const names = await headers.allTextContents();
  const index = names.findIndex((n) => n.includes(resource));
  expect(index, `column of ${resource} in ${names.join(' | ')}`).toBeGreaterThanOrEqual(0);
  return calendar.locator('.rbc-time-content .rbc-day-slot').nth(index);
}

/**
 * The middle of the 15-minute slot starting at a wall-clock time in a column (the day view starts
 * at 07:00, 30 minutes a group), so rounding either way lands in that slot.
 */
export async function pointAt(column: Locator, hhmm: string) {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const minutes = h * 60 + m - 7 * 60;
  const group = column.locator('.rbc-timeslot-group').nth(Math.floor(minutes / 30));
  await group.scrollIntoViewIfNeeded();
  const box = (await group.boundingBox())!;
  const within = ((minutes % 30) + 7.5) / 30;
  return { x: box.x + box.width / 2, y: box.y + box.height * within };
}

/** Drags an appointment by its first slot onto the slot of a time. */
export async function dragEvent(page: Page, event: Locator, column: Locator, hhmm: string) {
  const box = (await event.boundingBox())!;
  const target = await pointAt(column, hhmm);
  // Grabbed at the middle of its first 15 minutes: the same place in the target slot.
  const slot = (await column.locator('.rbc-timeslot-group').first().boundingBox())!.height / 2;
  await drag(page, { x: box.x + box.width / 2, y: box.y + slot / 2 }, target);
}

export async function drag(
  page: Page,
  from: { x: number; y: number },
  to: { x: number; y: number },
) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x, from.y + 4, { steps: 2 });
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
}
