import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiAuthOf, apiHeaders } from './history-data';
import { orgs, seriousViolations, signIn, useOrganisation } from './support';

/**
 * The Receptionist's assistant in Chromium: the guided booking without a chat model, then the
 * assistant against the fake model (whose `/tool {json}` lines stand for a model's tool calls),
 * a handover task, and the public booking chat a patient opens without signing in.
 */

const dayAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const run = Date.now().toString(36);

async function setChat(request: APIRequestContext, page: Page, enabled: boolean) {
  const res = await request.put('/api/v1/ai/settings/providers/chat', {
    headers: apiHeaders(await apiAuthOf(page)),
    data: { enabled },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** A practitioner open every day and a type of its own, named for this run (retries reuse the database). */
async function setUp(request: APIRequestContext, page: Page) {
  const headers = apiHeaders(await apiAuthOf(page));
  const post = async (url: string, data: unknown) => {
    const res = await request.post(`/api/v1/receptionist${url}`, { headers, data });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { data: { id: string } }).data.id;
  };
  const doctor = await post('/resources', { kind: 'practitioner', name: `Dr Assist ${run}` });
  const hours = await request.put(`/api/v1/receptionist/resources/${doctor}/hours`, {
    headers,
    data: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '09:00', end: '12:00' })),
  });
  expect(hours.status()).toBe(200);
  const type = `Mole check ${run}`;
  await post('/appointment-types', {
    name: type,
    durationMin: 30,
    bufferBeforeMin: 0,
    bufferAfterMin: 0,
    resourceIds: [doctor],
  });
  return type;
}

const desk = (page: Page) => page.getByTestId('rx-assistant');

test('books through the guided flow without a model, then through the assistant, hands over, and a patient books on the public page', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  await signIn(page);
  await useOrganisation(page, orgs.demo);
  await setChat(request, page, false);
  const type = await setUp(request, page);
  const day = dayAhead(9);

  await test.step('without a chat model: the guided booking, and what to configure', async () => {
    await page.goto('/gpt/receptionist');
    await page.getByRole('tab', { name: 'Assistant' }).click();
    await expect(
      page.getByText('No chat model: the guided booking below books just as well'),
    ).toBeVisible();
    const guided = page.getByTestId('rx-guided');
    await guided.getByRole('button', { name: type }).click();
    await guided.getByRole('textbox').fill(day);
    await guided.getByRole('textbox').press('Enter');
    await expect(guided.getByText('These times are free. Which one?')).toBeVisible();
    await guided.getByRole('button', { name: /09:00/ }).click();
    await guided.getByRole('textbox').fill(`Jeanne Guided${run}, 02/01/1980, 0611223344`);
    await guided.getByRole('textbox').press('Enter');
    await guided.getByRole('textbox').fill('yes');
    await guided.getByRole('textbox').press('Enter');
    await expect(guided.getByText(`Booked: ${type} on`)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step('with the fake model: the assistant books through its tools', async () => {
    await setChat(request, page, true);
    await page.reload();
    await page.getByRole('tab', { name: 'Assistant' }).click();
    const box = desk(page).getByRole('textbox', { name: 'What does the caller say?' });
    await box.fill(
      [
        `/identify_patient {"firstName":"Paul","lastName":"Assist${run}","dateOfBirth":"1975-03-04","phone":"0622334455","confirmed":true}`,
        `/find_slots {"appointmentType":"${type}","when":"${day} morning"}`,
        `/book_appointment {"appointmentType":"${type}","start":"{{slots.0.start}}"}`,
      ].join('\n'),
    );
    await desk(page).getByRole('button', { name: 'Send' }).click();
    await expect(desk(page).getByText('Book · done')).toBeVisible();
    await expect(desk(page).getByTestId('rx-line-assistant').last()).toContainText('"booked":true');
    // The time the guided flow took is not offered again: 09:00 went, 09:30 is booked now.
    await expect(desk(page).getByTestId('rx-line-assistant').last()).toContainText('09:30');
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step('a taken time is refused with fresh slots', async () => {
    const box = desk(page).getByRole('textbox', { name: 'What does the caller say?' });
    await box.fill(`/book_appointment {"appointmentType":"${type}","start":"${day}T09:00:00Z"}`);
    await desk(page).getByRole('button', { name: 'Send' }).click();
    await expect(desk(page).getByText('Book · refused')).toBeVisible();
    await expect(desk(page).getByTestId('rx-line-assistant').last()).toContainText('freshSlots');
  });

  await test.step('a handover task for the front desk, with its conversation', async () => {
    const box = desk(page).getByRole('textbox', { name: 'What does the caller say?' });
    await box.fill(`/hand_over {"reason":"Call back about a bill ${run}"}`);
    await desk(page).getByRole('button', { name: 'Send' }).click();
    await expect(desk(page).getByText('Hand over to a person · done')).toBeVisible();
    await page.getByRole('tab', { name: 'Handover tasks' }).click();
    const tasks = page.getByTestId('rx-tasks');
    const task = tasks.getByRole('listitem').filter({ hasText: `Call back about a bill ${run}` });
    await expect(task).toContainText(`Paul Assist${run}`);
    await task.getByRole('button', { name: 'Conversation' }).click();
    await expect(page.getByRole('dialog').getByText('Book · done')).toBeVisible();
    // The footer's button (the corner's ✕ is named Close too).
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).last().click();
    await task.getByRole('button', { name: 'Mark done' }).click();
    await expect(task).toHaveCount(0);
    await tasks.getByText('Done', { exact: true }).click();
    await expect(
      tasks.getByRole('listitem').filter({ hasText: `Call back about a bill ${run}` }),
    ).toBeVisible();
    // The open tab is in the URL: a reload returns to it.
    await expect(page).toHaveURL(/[?&]tab=tasks/);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Handover tasks' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByTestId('rx-tasks')).toBeVisible();
  });

  let url = '';
  await test.step('the clinic switches its public chat on and reads its link', async () => {
    await page.getByRole('tab', { name: 'Set-up' }).click();
    const section = page.getByTestId('rx-public-link');
    const toggle = section.getByRole('switch', { name: 'Public booking chat' });
    if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click();
    await expect(section.getByText('On: the link books')).toBeVisible();
    url = (await section.getByTestId('rx-public-url').innerText()).trim();
    expect(url).toMatch(/\/book\/[A-Za-z0-9_-]{22}$/);
  });

  await test.step('a patient, signed out, books on the public page and sees only their booking', async () => {
    const context = await browser.newContext();
    const patient = await context.newPage();
    await patient.goto(url);
    await expect(patient.getByText('Hello! What would you like to book, and when?')).toBeVisible();
    const box = patient.getByRole('textbox', { name: 'Type your message' });
    await box.fill(
      `/identify_patient {"firstName":"Lea","lastName":"Public${run}","dateOfBirth":"1990-06-07","phone":"0633445566","confirmed":true}`,
    );
    await box.press('Enter');
    await expect(patient.getByText(/Done: \{"identified":true/)).toBeVisible();
    await box.fill(`/book_appointment {"appointmentType":"${type}","start":"${day}T11:00:00Z"}`);
    await box.press('Enter');
    const bookings = patient.getByTestId('rx-public-bookings');
    await expect(bookings).toContainText(type);
    await expect(bookings).toContainText('11:00');
    // Nothing on the page names another patient.
    await expect(patient.getByText(`Paul Assist${run}`)).toHaveCount(0);
    expect(await seriousViolations(patient)).toEqual([]);
    await context.close();
  });

  await setChat(request, page, false);
});
