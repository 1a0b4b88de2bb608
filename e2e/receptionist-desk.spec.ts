import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiAuthOf, apiHeaders, type ApiAuth } from './history-data';
import {
  chooseLanguage,
  clickSelectOption,
  orgs,
  readmeShot,
  signIn,
  useOrganisation,
} from './support';
import { columnOf, drag, dragEvent, pointAt } from './receptionist-calendar';

/**
 * The front desk in Chromium against the real server: set up a practitioner, their hours and a
 * 20-minute type through the screens; book by dragging over the calendar; drag the appointment
 * onto a taken time and see the refusal with the next free times; move it; cancel it with a
 * reason, see the waiting patient it suits and book them in one click; then read the calendar in
 * French (days in French, times HH:mm).
 */

const rx = '/api/v1/receptionist';
const stamp = Date.now().toString(36);
const doctor = `Dr Desk ${stamp}`;
const typeName = `Check ${stamp}`;
/** The organisation's zone is UTC unless set, so 'tomorrow' is the UTC day after today. */
const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const at = (hhmm: string) => `${tomorrow}T${hhmm}:00.000Z`;

async function post(request: APIRequestContext, auth: ApiAuth, url: string, data: object) {
  const res = await request.post(`${rx}${url}`, { headers: apiHeaders(auth), data });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

const patient = (firstName: string) => ({
  firstName,
  lastName: `Desk${stamp}`,
  dateOfBirth: '1980-05-17',
  confirmDuplicate: true,
});

test('set up, book by drag and drop, refused conflict, cancel and book the waitlist, French dates', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signIn(page);
  await useOrganisation(page, orgs.demo);
  await page.goto('/gpt/receptionist');
  await page.getByRole('tab', { name: 'Set-up' }).click();

  // A practitioner, open 08:00–18:00 every day, and a 20-minute type that needs them.
  await page.getByLabel('Name', { exact: true }).first().fill(doctor);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('cell', { name: doctor })).toBeVisible();
  const pick = page.getByLabel('Resource', { exact: true });
  await pick.click();
  await clickSelectOption(page, pick, doctor);
  await page.getByRole('checkbox', { name: 'Sat' }).check();
  await page.getByRole('checkbox', { name: 'Sun' }).check();
  // A resource without hours is offered Monday to Friday, 09:00–17:00, until saved.
  await expect(page.getByLabel('Mon From')).toHaveValue('09:00');
  await expect(page.getByText('Closed', { exact: true })).toHaveCount(2);
  const fill = page.locator('.rx-hours-fill');
  await fill.getByLabel('From', { exact: true }).fill('08:00');
  await fill.getByLabel('To', { exact: true }).fill('18:00');
  await page.getByRole('button', { name: 'Set the ticked days' }).click();
  await expect(page.getByLabel('Sun To')).toHaveValue('18:00');
  await page.getByRole('button', { name: 'Save hours' }).click();
  await expect(page.getByText('Saved.').first()).toBeVisible();

  const typeForm = page.locator('.rx-type-form');
  await typeForm.getByLabel('Name').fill(typeName);
  await typeForm.getByLabel('Minutes').fill('20');
  const needs = typeForm.getByLabel('Needs');
  await needs.click();
  await clickSelectOption(page, needs, doctor);
  await page.keyboard.press('Escape');
  await typeForm.getByRole('button', { name: 'Add type' }).click();
  await expect(page.getByRole('cell', { name: typeName })).toBeVisible();

  // Patients, one booked already at 10:00 and one waiting for this type tomorrow.
  const auth = await apiAuthOf(page);
  const types = await (
    await request.get(`${rx}/appointment-types`, { headers: apiHeaders(auth) })
  ).json();
  const typeId = (types as { data: { id: string; name: string }[] }).data.find(
    (x) => x.name === typeName,
  )!.id;
  await post(request, auth, '/patients', patient('Bob'));
  const carol = await post(request, auth, '/patients', patient('Carol'));
  const alice = await post(request, auth, '/patients', patient('Alice'));
  await post(request, auth, '/appointments', { typeId, start: at('10:00'), patientId: carol });
  await post(request, auth, '/waitlist', {
    patientId: alice,
    typeId,
    fromDate: tomorrow,
    toDate: tomorrow,
  });

  // Book by dragging over 09:00–09:20 in the practitioner's column, tomorrow.
  await page.getByRole('tab', { name: 'Calendar' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  let column = await columnOf(page, doctor);
  await drag(page, await pointAt(column, '09:00'), await pointAt(column, '09:15'));
  const dialog = page.getByRole('dialog', { name: 'Book an appointment' });
  await expect(dialog).toBeVisible();
  const typeBox = dialog.getByLabel('Appointment type');
  await typeBox.click();
  await clickSelectOption(page, typeBox, `${typeName} (20 min)`);
  const patientBox = dialog.getByLabel('Patient');
  // The matches replace the list when the search answers: choosing from the list shown before
  // that can land on an option being re-rendered and leave no patient chosen.
  const searched = page.waitForResponse((r) => /\/patients\?q=Bob(&|$)/.test(r.url()));
  await patientBox.fill(`Bob`);
  await searched;
  await clickSelectOption(page, patientBox, `Desk${stamp} Bob · May 17, 1980`);
  await expect(dialog.getByRole('button', { name: 'Book' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Book' }).click();
  await expect(page.getByText('Appointment booked.')).toBeVisible();
  const bobEvent = column.locator('.rbc-event', { hasText: 'Bob' });
  await expect(bobEvent).toContainText('09:00–09:20');

  // Dragged onto Carol's 10:00: the database refuses; the message names the next free times.
  await dragEvent(page, bobEvent, column, '10:00');
  await expect(page.getByText(/This time is taken\. Next free: .+/)).toBeVisible();
  await expect(bobEvent).toContainText('09:00–09:20');

  // Dragged onto a free 11:00: moved.
  await dragEvent(page, bobEvent, column, '11:00');
  await expect(page.getByText('Appointment moved.')).toBeVisible();
  await expect(bobEvent).toContainText('11:00–11:20');

  // Cancelled with a reason: Alice is waiting for this type that day, and is booked in a click.
  await bobEvent.click();
  const details = page.getByRole('dialog', { name: `Bob Desk${stamp} · ${typeName}` });
  await details.getByLabel('Reason for cancelling').fill('Patient asked to cancel');
  await details.getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(details.getByText(/is free\. Waiting patients it suits:/)).toBeVisible();
  await expect(details.getByText(/Alice/)).toBeVisible();
  await details.getByRole('button', { name: 'Book' }).click();
  await expect(page.getByText('Appointment booked.')).toBeVisible();
  column = await columnOf(page, doctor);
  await expect(column.locator('.rbc-event', { hasText: 'Alice' })).toContainText('11:00–11:20');
  await expect(column.locator('.rbc-event', { hasText: 'Bob' })).toHaveCount(0);
  await page.getByText('Appointment booked.').waitFor({ state: 'hidden' });
  await page.screenshot(readmeShot('receptionist-calendar'));

  // In French: the day in French words, times HH:mm.
  await chooseLanguage(page, 'Language', 'Français');
  const french = new Intl.DateTimeFormat('fr', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(new Date(at('12:00')));
  await expect(page.getByTestId('rx-calendar').getByText(french, { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Suivant' })).toBeVisible();
  column = await columnOf(page, doctor);
  await expect(column.locator('.rbc-event', { hasText: 'Alice' })).toContainText('11:00–11:20');
  await expect(page.locator('.rbc-time-gutter')).toContainText('08:00');
  // The language is the user's preference: leave it as the other specs expect it.
  await chooseLanguage(page, 'Langue', 'English');
});
