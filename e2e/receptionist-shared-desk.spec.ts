import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiAuthOf, apiHeaders } from './history-data';
import { columnOf, drag, pointAt } from './receptionist-calendar';
import {
  clickSelectOption,
  openProfileMenu,
  orgs,
  profileMenu,
  signIn,
  useOrganisation,
  users,
} from './support';

/**
 * One front-desk workstation, two receptionists: what Ana typed and left unsaved (a new patient's
 * name, a booking's patient and reason) never shows for Léo after she signs out, and a form left
 * open is not carried to the next one either. And two receptionists booking the same time at once:
 * one gets it, the other is told and offered the next free times.
 */
const stamp = Date.now().toString(36);
const rx = '/api/v1/receptionist';

async function logOut(page: Page) {
  await openProfileMenu(page);
  await profileMenu(page).getByRole('menuitem', { name: 'Log out' }).click();
  await page.waitForURL((u) => u.pathname === '/');
}

/**
 * A practitioner open all day every day, a 30-minute type that needs them and a patient, made
 * through the API as the signed-in user; returns their names.
 */
async function deskOf(page: Page, tag: string) {
  const auth = await apiAuthOf(page);
  const post = async (url: string, data: unknown, method: 'post' | 'put' = 'post') => {
    const res = await page.request[method](`${rx}${url}`, { headers: apiHeaders(auth), data });
    expect(res.ok(), await res.text()).toBe(true);
    return ((await res.json()) as { data: { id: string } }).data?.id;
  };
  const doctor = `Dr ${tag} ${stamp}`;
  const id = await post('/resources', { kind: 'practitioner', name: doctor });
  const week = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '07:00', end: '21:00' }));
  await post(`/resources/${id}/hours`, week, 'put');
  const type = `Visit ${tag} ${stamp}`;
  await post('/appointment-types', {
    name: type,
    durationMin: 30,
    bufferBeforeMin: 0,
    bufferAfterMin: 0,
    resourceIds: [id],
  });
  const lastName = `${tag}${stamp}`;
  await post('/patients', {
    firstName: 'Zoé',
    lastName,
    dateOfBirth: '1975-03-14',
    confirmDuplicate: true,
  });
  return { doctor, type, lastName };
}

/** Opens the booking dialog on tomorrow 09:00 in the practitioner's column. */
async function openBooking(page: Page, doctor: string) {
  await page.goto('/gpt/receptionist?tab=calendar');
  await page.getByRole('button', { name: 'Next' }).click();
  const column = await columnOf(page, doctor);
  await drag(page, await pointAt(column, '09:00'), await pointAt(column, '09:15'));
  const dialog = page.getByRole('dialog', { name: 'Book an appointment' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * Chooses the type and the patient, each checked as shown in its box (the selection carries the
 * option's label as its title), and waits until the dialog can book. A choice is made once: one
 * the dialog loses fails here, named, instead of being made again.
 */
async function fillBooking(page: Page, dialog: ReturnType<Page['getByRole']>, desk: Desk) {
  const type = `${desk.type} (30 min)`;
  const typeBox = dialog.getByLabel('Appointment type');
  await typeBox.click();
  await clickSelectOption(page, typeBox, type);
  await expect(dialog.getByTitle(type, { exact: true })).toBeVisible();
  const patient = `${desk.lastName} Zoé · Mar 14, 1975`;
  const patientBox = dialog.getByLabel('Patient');
  const searched = page.waitForResponse((r) => r.url().includes(`/patients?q=${desk.lastName}`));
  await patientBox.fill(desk.lastName);
  await searched;
  await clickSelectOption(page, patientBox, patient);
  await expect(dialog.getByTitle(patient, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Book' })).toBeEnabled();
}
type Desk = Awaited<ReturnType<typeof deskOf>>;

async function openNewPatient(page: Page) {
  await page.goto('/gpt/receptionist?tab=patients');
  await page.getByRole('button', { name: 'New patient' }).click();
  const dialog = page.getByRole('dialog', { name: 'New patient' });
  await expect(dialog.getByLabel('First name')).toBeVisible();
  return dialog;
}

test('an unsaved patient form stays with the receptionist who typed it', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, users.ana);
  await useOrganisation(page, orgs.northside);
  let dialog = await openNewPatient(page);
  await dialog.getByLabel('First name').fill(`Unsaved${stamp}`);
  await expect(dialog.getByLabel('First name')).toHaveValue(`Unsaved${stamp}`);
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();

  // The next new patient starts empty, for the same receptionist.
  dialog = await openNewPatient(page);
  await expect(dialog.getByLabel('First name')).toHaveValue('');
  await dialog.getByLabel('First name').fill(`Again${stamp}`);
  await expect(dialog.getByLabel('First name')).toHaveValue(`Again${stamp}`);
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();

  await logOut(page);

  await signIn(page, users.leo);
  await useOrganisation(page, orgs.northside);
  dialog = await openNewPatient(page);
  await expect(dialog.getByLabel('First name')).toHaveValue('');
  await expect(page.getByText(`Again${stamp}`)).toHaveCount(0);
  await expect(page.getByText(`Unsaved${stamp}`)).toHaveCount(0);
});

test('an unsaved booking stays with the receptionist who typed it', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, users.ana);
  await useOrganisation(page, orgs.northside);
  const desk = await deskOf(page, 'Shared');
  let dialog = await openBooking(page, desk.doctor);
  await fillBooking(page, dialog, desk);
  const reason = `Unsaved reason ${stamp}`;
  await dialog.getByLabel('Notes').fill(reason);
  await expect(dialog.getByLabel('Notes')).toHaveValue(reason);
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();

  // The next slot clicked starts with no type, patient or notes, for the same receptionist.
  dialog = await openBooking(page, desk.doctor);
  await expect(dialog.getByLabel('Notes')).toHaveValue('');
  await expect(dialog.getByText(desk.lastName)).toHaveCount(0);
  await expect(dialog.getByText(desk.type)).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Book' })).toBeDisabled();
  await fillBooking(page, dialog, desk);
  await dialog.getByLabel('Notes').fill(reason);
  await expect(dialog.getByLabel('Notes')).toHaveValue(reason);
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
  await logOut(page);

  await signIn(page, users.leo);
  await useOrganisation(page, orgs.northside);
  dialog = await openBooking(page, desk.doctor);
  await expect(dialog.getByLabel('Notes')).toHaveValue('');
  await expect(dialog.getByRole('button', { name: 'Book' })).toBeDisabled();
  await expect(page.getByText(reason)).toHaveCount(0);
  await expect(dialog.getByText(desk.lastName)).toHaveCount(0);
});

test('two receptionists book the same time at once: one gets it, the other sees the next free times', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const leoPage = await (await browser.newContext()).newPage();
  await signIn(page, users.ana);
  await useOrganisation(page, orgs.northside);
  const desk = await deskOf(page, 'Race');
  await signIn(leoPage, users.leo);
  await useOrganisation(leoPage, orgs.northside);

  const dialogs: { page: Page; dialog: Locator }[] = [];
  for (const p of [page, leoPage]) {
    const dialog = await openBooking(p, desk.doctor);
    await fillBooking(p, dialog, desk);
    await expect(dialog.getByText(/\b09:00\b/).first()).toBeVisible();
    dialogs.push({ page: p, dialog });
  }
  // Both press Book together.
  await Promise.all(
    dialogs.map(({ dialog }) => dialog.getByRole('button', { name: 'Book' }).click()),
  );
  const outcome = async ({ page: p, dialog }: (typeof dialogs)[number]) => {
    const booked = p.getByText('Appointment booked.');
    const refused = dialog.getByRole('alert');
    await expect(booked.or(refused)).toBeVisible();
    return (await booked.isVisible()) ? 'booked' : 'refused';
  };
  const outcomes = await Promise.all(dialogs.map(outcome));
  // A sorted copy: sorting in place made the loser always the second desk, so CI failed
  // whenever the first one lost the race.
  expect([...outcomes].sort()).toEqual(['booked', 'refused']);

  // The loser reads why, with the next free times, and books one of them in a click.
  const loser = dialogs[outcomes.indexOf('refused')]!;
  const refusal = loser.dialog.getByRole('alert');
  await expect(refusal).toContainText(/This time is taken\. Next free: .+/);
  const fresh = refusal.getByRole('checkbox').or(refusal.locator('.ant-tag-checkable'));
  await expect(fresh.first()).toBeVisible();
  await expect(fresh.filter({ hasText: /^09:00$/ })).toHaveCount(0);
  await fresh.first().click();
  await loser.dialog.getByRole('button', { name: 'Book' }).click();
  await expect(loser.page.getByText('Appointment booked.')).toBeVisible();
  await leoPage.context().close();
});
