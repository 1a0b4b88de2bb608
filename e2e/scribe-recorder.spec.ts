import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiAuthOf, apiHeaders } from './history-data';
import {
  catalogue,
  chooseLanguage,
  openProfileMenu,
  orgs,
  profileMenu,
  signIn,
  useOrganisation,
} from './support';

/**
 * Ambient Scribes with Chromium's fake microphone playing speech made by espeak-ng (the
 * `chromium-fake-microphone` project), against the fake OpenAI-compatible API: its transcriber
 * answers 'Fake transcript of N bytes.' per piece, and its chat model writes each section from
 * the transcript, adding one sentence nobody said to the first ('Family history of melanoma in
 * the father.').
 */

const en = catalogue('en');
const fr = catalogue('fr');
/** Space records only when no field or button has the focus. */
const blur = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
const timer = (page: Page) => page.getByLabel(en['scribe.recorder.elapsed']!);

type Recording = { id: string; chunks: number[]; complete: boolean };

async function encounterOf(page: Page, request: APIRequestContext, id: string) {
  const res = await request.get(`/api/v1/scribe/encounters/${id}`, {
    headers: apiHeaders(await apiAuthOf(page)),
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data as {
    recordings: Recording[];
    transcript: { status: string; segments: { text: string }[] };
  };
}

/**
 * A new encounter with its consent recorded through the API, before the page opens (consent on
 * the screen is the Space-key test's subject).
 */
async function consentedEncounter(request: APIRequestContext, headers: Record<string, string>) {
  const created = await request.post('/api/v1/scribe/encounters', { headers, data: {} });
  expect(created.status(), await created.text()).toBe(201);
  const id = (await created.json()).data.id as string;
  const consent = await request.patch(`/api/v1/scribe/encounters/${id}`, {
    headers,
    data: { consent: true },
  });
  expect(consent.status(), await consent.text()).toBe(200);
  return id;
}

/** One field of every record in one of the recorder's IndexedDB stores, as the recorder wrote it. */
const stored = (page: Page, store: 'chunks' | 'recordings', field: string) =>
  page.evaluate(
    ([store, field]) =>
      new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open('dermadesk-scribe');
        open.onerror = () => reject(open.error ?? new Error('IndexedDB'));
        open.onsuccess = () => {
          const all = open.result.transaction(store).objectStore(store).getAll();
          all.onsuccess = () =>
            resolve((all.result as Record<string, unknown>[]).map((r) => r[field]));
        };
      }),
    [store, field] as const,
  );

/** Chunks this tab has made of its unfinished recordings. */
const chunksMade = async (page: Page) =>
  ((await stored(page, 'recordings', 'chunks')) as number[]).reduce((n, c) => n + c, 0);

/** Chunks in this browser that the server has not acknowledged. */
const unsentChunks = async (page: Page) => (await stored(page, 'chunks', 'seq')).length;

test('realtime transcription: the transcript grows while recording and is finished at Stop', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await signIn(page);
  await useOrganisation(page, orgs.demo);
  const headers = apiHeaders(await apiAuthOf(page));
  const on = await request.put('/api/v1/ai/settings/providers/transcription', {
    headers,
    data: { enabled: true, model: null },
  });
  expect(on.status(), await on.text()).toBe(200);
  const saved = (await (await request.get('/api/v1/scribe/options', { headers })).json()).data;
  const { audioInputAvailable: _offered, ...options } = saved;
  const setRealtime = async (realtimeTranscription: boolean) => {
    const res = await request.put('/api/v1/scribe/options', {
      headers,
      data: { ...options, realtimeTranscription },
    });
    expect(res.status(), await res.text()).toBe(200);
  };
  await setRealtime(true);
  try {
    const id = await consentedEncounter(request, headers);
    await page.goto(`/gpt/ambient-scribes/chart-notes?encounter=${id}`);
    // Selectors by state, not by text: an earlier spec may have left the user in another language.
    const state = page.locator('.scribe-timer');
    await expect(state).toHaveAttribute('data-state', 'idle');
    await expect(page.locator('.scribe-recorder .ant-btn-primary')).toBeEnabled();
    await blur(page);
    await page.keyboard.press('Space');
    await expect(state).toHaveAttribute('data-state', 'recording');
    const segments = page.locator('.scribe-segments li');
    await expect(segments.first()).toBeVisible({ timeout: 60_000 });
    // Still recording: the transcript came during the visit, not after it.
    await expect(state).toHaveAttribute('data-state', 'recording');
    const during = await segments.count();
    await blur(page);
    await page.keyboard.press('Space');
    await expect(state).toHaveAttribute('data-state', 'idle');
    // No click on Transcribe: the final pass starts when the recording is complete.
    await expect(page.locator('.scribe-transcript [data-status="finalized"]')).toBeVisible({
      timeout: 60_000,
    });
    const { transcript } = await encounterOf(page, request, id);
    expect(transcript.segments.length).toBeGreaterThanOrEqual(during);
    expect(transcript.segments[0]!.text).toMatch(/^Fake transcript of \d+ bytes\.$/);
  } finally {
    await setRealtime(false);
  }
});

test('record with the Space key, survive a reload, transcribe and draft a checked note, in French too', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signIn(page);
  await useOrganisation(page, orgs.demo);
  const headers = apiHeaders(await apiAuthOf(page));
  for (const kind of ['chat', 'transcription']) {
    const on = await request.put(`/api/v1/ai/settings/providers/${kind}`, {
      headers,
      data: { enabled: true, model: null },
    });
    expect(on.status(), await on.text()).toBe(200);
  }

  await test.step('settings: skip the revision, so the evidence check is what catches invention', async () => {
    await page.goto('/gpt/ambient-scribes/settings');
    const skip = page.getByRole('switch', { name: en['scribe.settings.options.skipRevision'] });
    // Disabled (and unchecked) until the saved options arrive: read the state only then.
    await expect(skip).toBeEnabled({ timeout: 30_000 });
    if ((await skip.getAttribute('aria-checked')) !== 'true') await skip.click();
    await expect(skip).toHaveAttribute('aria-checked', 'true');
    // The fake chat model does not say it hears audio: skipping transcription is not offered.
    await expect(
      page.getByRole('switch', { name: en['scribe.settings.options.skipTranscription'] }),
    ).toBeDisabled();
    await expect(page.getByText(en['scribe.settings.options.noAudioModel']!)).toBeVisible();
  });

  let encounterId = '';
  await test.step('consent, then Space starts the recording', async () => {
    await page.goto('/gpt/ambient-scribes/chart-notes');
    await page.getByRole('button', { name: en['scribe.list.new'] }).click();
    await expect(page).toHaveURL(/encounter=/);
    encounterId = new URL(page.url()).searchParams.get('encounter')!;
    const start = page.getByRole('button', { name: en['scribe.recorder.start'] });
    await expect(start).toBeDisabled();
    await page.getByRole('checkbox', { name: en['scribe.recorder.consentDefault'] }).check();
    await expect(start).toBeEnabled();
    await blur(page);
    await page.keyboard.press('Space');
    await expect(timer(page)).toHaveAttribute('data-state', 'recording');
  });

  await test.step('a reload mid-recording loses nothing the recorder had made', async () => {
    // Three-second chunks: wait for at least two in IndexedDB.
    await expect.poll(() => chunksMade(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    const made = await chunksMade(page);
    await page.reload();
    await expect
      .poll(async () => (await encounterOf(page, request, encounterId)).recordings, {
        timeout: 20_000,
      })
      .toEqual([expect.objectContaining({ complete: true })]);
    const [recording] = (await encounterOf(page, request, encounterId)).recordings;
    // Every chunk made before the reload reached the server, in sequence and nothing missing.
    expect(recording!.chunks.length).toBeGreaterThanOrEqual(made);
    expect(recording!.chunks).toEqual(recording!.chunks.map((_, i) => i));
    await expect(
      page.getByText(`${en['scribe.recorder.recordingN']!.replace('{{n}}', '1')} ·`),
    ).toBeVisible();
  });

  await test.step('a second recording, started and stopped with Space', async () => {
    await blur(page);
    await page.keyboard.press('Space');
    await expect(timer(page)).toHaveAttribute('data-state', 'recording');
    await expect(timer(page)).toHaveText(/0:0[4-9]/, { timeout: 15_000 });
    await page.keyboard.press('Space');
    await expect(timer(page)).toHaveAttribute('data-state', 'idle');
    await expect
      .poll(async () => (await encounterOf(page, request, encounterId)).recordings.length, {
        timeout: 20_000,
      })
      .toBe(2);
    await expect
      .poll(async () =>
        (await encounterOf(page, request, encounterId)).recordings.every((r) => r.complete),
      )
      .toBe(true);
  });

  await test.step('transcribe: in progress, then finalized, from the fake transcriber', async () => {
    await page.getByRole('button', { name: en['scribe.transcript.transcribe'] }).click();
    await expect(page.getByText(en['success.transcriptionExtracted']!)).toBeVisible({
      timeout: 60_000,
    });
    const transcript = page.getByRole('region', { name: en['scribe.transcript.title'] });
    await expect(transcript.locator('[data-status="finalized"]')).toBeVisible();
    const { transcript: stored } = await encounterOf(page, request, encounterId);
    expect(stored.segments.length).toBeGreaterThan(0);
    expect(stored.segments[0]!.text).toMatch(/^Fake transcript of \d+ bytes\.$/);
  });

  await test.step('the note streams in and the invented sentence is marked', async () => {
    await page.getByRole('button', { name: en['scribe.note.generate'] }).click();
    const note = page.getByRole('region', { name: en['scribe.note.title'] });
    const invented = note.locator('[data-supported="false"]', {
      hasText: 'Family history of melanoma in the father.',
    });
    await expect(invented).toBeVisible({ timeout: 60_000 });
    await expect(note.getByText(en['scribe.note.notFound']!).first()).toBeVisible();
    await expect(note.locator('[data-supported="true"]').first()).toBeVisible();
  });

  await test.step('in French: the same encounter, its status and the mark in French', async () => {
    await chooseLanguage(page, 'Language', 'Français');
    const note = page.getByRole('region', { name: fr['scribe.note.title'] });
    await expect(note.getByText(fr['scribe.note.notFound']!).first()).toBeVisible();
    const transcript = page.getByRole('region', { name: fr['scribe.transcript.title'] });
    await expect(
      transcript.getByText(fr['scribe.status.finalized']!, { exact: true }),
    ).toBeVisible();
    await page.goto('/gpt/ambient-scribes/settings');
    await expect(
      page.getByRole('switch', { name: fr['scribe.settings.options.skipRevision'] }),
    ).toHaveAttribute('aria-checked', 'true');
    // The consent text follows the user's language until the organisation writes its own.
    await expect(
      page.getByText(fr['scribe.recorder.consentDefault']!, { exact: false }),
    ).toBeVisible();
  });
});

test('logging out with audio the server has not received warns, and deletes it only when told (in French)', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  await useOrganisation(page, orgs.demo);
  if ((await page.locator('html').getAttribute('lang')) !== 'fr')
    await chooseLanguage(page, 'Language', 'Français');
  const headers = apiHeaders(await apiAuthOf(page));
  const id = await consentedEncounter(request, headers);
  // The server is out of reach for the audio only (a lost network, as far as the recorder knows).
  await page.route('**/audio/recordings/**', (route) => route.abort('internetdisconnected'));
  await page.goto(`/gpt/ambient-scribes/chart-notes?encounter=${id}`);
  const state = page.locator('.scribe-timer');
  await expect(page.locator('.scribe-recorder .ant-btn-primary')).toBeEnabled({ timeout: 30_000 });
  await blur(page);
  await page.keyboard.press('Space');
  await expect(state).toHaveAttribute('data-state', 'recording');
  await expect.poll(() => unsentChunks(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
  await blur(page);
  await page.keyboard.press('Space');
  await expect(state).toHaveAttribute('data-state', 'idle');

  const logOut = async () => {
    await openProfileMenu(page);
    await profileMenu(page).getByRole('menuitem', { name: fr['profile.logout'] }).click();
    const dialog = page.getByRole('dialog', { name: fr['profile.unsentAudioTitle'] });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(/\(\d+\s+secondes\)/);
    return dialog;
  };
  await (await logOut()).getByRole('button', { name: fr['profile.stay'] }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByTestId('profile-name')).toBeVisible();
  expect(await unsentChunks(page)).toBeGreaterThanOrEqual(2);

  await (await logOut()).getByRole('button', { name: fr['profile.logoutDeleteAudio'] }).click();
  await page.waitForURL((u) => u.pathname === '/');
  expect(await unsentChunks(page)).toBe(0);
});
