import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiAuthOf, apiHeaders } from './history-data';
import { orgs, seriousViolations, signIn, useOrganisation } from './support';

/**
 * A call in the browser with Chromium's fake microphone, which plays a sentence spoken by
 * espeak-ng (playwright.config.ts): the utterance is cut at the pause, transcribed by the fake
 * transcriber (`Fake transcript of N bytes.`), answered by the fake model; ending the call
 * finalizes the transcript and the summary job files a note in the caller's record.
 */

async function setProviders(request: APIRequestContext, page: Page, enabled: boolean) {
  const headers = apiHeaders(await apiAuthOf(page));
  for (const kind of ['chat', 'transcription']) {
    const res = await request.put(`/api/v1/ai/settings/providers/${kind}`, {
      headers,
      data: { enabled },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
}

test('a browser call: speech transcribed and answered, then its summary filed in the record', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  await signIn(page);
  await useOrganisation(page, orgs.demo);
  await setProviders(request, page, false);
  await page.goto('/gpt/receptionist');
  await page.getByRole('tab', { name: 'Calls' }).click();
  await expect(page.getByTestId('rx-call-unavailable')).toContainText('STT_BASE_URL');

  await setProviders(request, page, true);
  await page.reload();
  await page.getByRole('tab', { name: 'Calls' }).click();
  const call = page.getByTestId('rx-call');
  await call.getByRole('button', { name: 'Start a call' }).click();
  await expect(call.getByTestId('rx-transcript-status')).toHaveText('Transcription: in progress');
  const caller = call.getByTestId('rx-line-caller').first();
  await expect(caller).toContainText(/Fake transcript of \d+ bytes/, { timeout: 30_000 });
  await expect(call.getByTestId('rx-line-assistant').first()).toContainText(
    'You said: Fake transcript',
  );
  expect(await seriousViolations(page)).toEqual([]);

  const typed = call.getByRole('textbox', { name: /Type for the caller/ });
  await typed.fill(
    `/identify_patient {"firstName":"Hugo","lastName":"Caller${run}","dateOfBirth":"1970-08-09","phone":"0644556677","confirmed":true}`,
  );
  await typed.press('Enter');
  await expect(call.getByText('Identify the caller · done')).toBeVisible();

  await call.getByRole('button', { name: 'End call' }).click();
  await expect(call.getByTestId('rx-transcript-status')).toHaveText('Transcription: finalized');
  const summary = call.getByTestId('rx-call-summary');
  await expect(summary).toContainText(/Reason: Fake transcript of \d+ bytes/, { timeout: 30_000 });
  await expect(summary).toContainText('question');
  await expect(summary).toContainText(`Filed in Hugo Caller${run}'s record.`);

  await setProviders(request, page, false);
});
