import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { SCRIBE_DOCUMENT_TEXTS } from '@dermadesk/contracts';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiAuthOf, apiHeaders } from './history-data';
import {
  catalogue,
  chooseLanguage,
  menuItem,
  openProfileMenu,
  orgs,
  profileMenu,
  signIn,
  switchOrganisation,
  useOrganisation,
} from './support';

/**
 * Ambient Scribes from a typed transcript to the clinic's documents, against the fake
 * OpenAI-compatible API: its chat model writes section N from the transcript's line N and adds
 * one sentence nobody said to the first ('Family history of melanoma in the father.'); a letter
 * is 'Dear colleague,', the note's first line, 'Kind regards'.
 */

const en = catalogue('en');
const fr = catalogue('fr');
const INVENTED = 'Family history of melanoma in the father.';
const TRANSCRIPT = [
  'Patient: My forearms have been itchy for two weeks.',
  'Doctor: There is a scaly red plaque on the left forearm.',
  'Doctor: This looks like psoriasis.',
  'Doctor: Apply betamethasone cream twice daily for two weeks.',
].join('\n');

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** The text of a PDF the page downloads, as poppler's pdftotext reads it (spaces collapsed). */
async function downloadedPdfText(page: Page, button: Locator) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = readFileSync(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const text = spawnSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: bytes });
  return text.stdout.toString('utf8').replace(/\s+/g, ' ');
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** Chooses an option of an antd select found by its label. */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

test('typed transcript to a checked note, a body-map site, a letter, copies and PDFs, in French too', async ({
  page,
  request,
}) => {
  // The draft step reloads, signs out and in again: two more page loads on a loaded CI machine.
  test.setTimeout(150_000);
  await signIn(page);
  await useOrganisation(page, orgs.demo);
  const headers = apiHeaders(await apiAuthOf(page));
  const chat = await request.put('/api/v1/ai/settings/providers/chat', {
    headers,
    data: { enabled: true, model: null },
  });
  expect(chat.status(), await chat.text()).toBe(200);
  // Without the revision pass the invented sentence stays, for the evidence check to mark.
  const options = await request.put('/api/v1/scribe/options', {
    headers,
    data: {
      skipTranscription: false,
      fastExtraction: false,
      skipRevision: true,
      realtimeTranscription: false,
    },
  });
  expect(options.status(), await options.text()).toBe(200);

  await page.goto('/gpt/ambient-scribes/chart-notes');
  await page.getByRole('button', { name: en['scribe.list.new'] }).click();
  await expect(page).toHaveURL(/encounter=/);
  const encounterId = new URL(page.url()).searchParams.get('encounter')!;
  const note = page.getByRole('region', { name: en['scribe.note.title'] });

  await test.step('a pasted transcript, then the note from the model with its evidence', async () => {
    const transcript = page.getByRole('region', { name: en['scribe.transcript.title'] });
    await transcript.getByRole('button', { name: en['scribe.transcript.paste'] }).click();
    await transcript.getByLabel(en['scribe.transcript.paste']!).fill(TRANSCRIPT);
    await transcript.getByRole('button', { name: en['scribe.transcript.apply'] }).click();
    await expect(transcript.getByLabel(en['scribe.transcript.text']!)).toHaveCount(4);
    await note.getByRole('button', { name: en['scribe.note.generate'] }).click();
    await expect(note.locator('[data-supported="false"]', { hasText: INVENTED })).toBeVisible({
      timeout: 30_000,
    });
    await expect(
      note.locator('[data-supported="true"]', { hasText: 'scaly red plaque on the left forearm' }),
    ).toBeVisible();
  });

  const site = 'Left forearm, 2 lesions, largest 8 mm (plaque)';
  await test.step('a mark placed on the left forearm becomes a site of the note', async () => {
    const map = page.getByRole('region', { name: en['scribeOut.bodyMap.title'] });
    // The front figure: the patient's left forearm is on the viewer's right (x 74–85, y 83–111
    // of the 100 × 220 drawing).
    const front = map.getByRole('group', { name: SCRIBE_DOCUMENT_TEXTS.en.side.front });
    const box = (await front.boundingBox())!;
    await front.click({ position: { x: box.width * 0.795, y: box.height * (97 / 220) } });
    const editor = map.getByRole('form', { name: /^Mark 1: Left forearm$/ });
    const count = editor.getByLabel(en['scribeOut.bodyMap.count']!);
    const size = editor.getByLabel(en['scribeOut.bodyMap.size']!);
    // Each input checked as taken, and never typed again: a change the screen loses must fail
    // here (a read of the map answering after a save put the old marks back: usePutBodyMap).
    await count.fill('2');
    await expect(count).toHaveValue('2');
    await size.fill('8');
    await expect(size).toHaveValue('8');
    await choose(page, editor, en['scribeOut.bodyMap.morphology']!, 'plaque');
    await expect(map.getByRole('listitem').filter({ hasText: site })).toBeVisible();
    // No waiting for the save: the copy states the marks shown and the PDF saves the pending
    // change first (CI once copied before the morphology was stored and missed "(plaque)").
  });

  await test.step('the note is exported as a PDF and copied, with its body map', async () => {
    const pdf = await downloadedPdfText(
      page,
      note.getByRole('button', { name: en['scribeOut.export.pdf'] }),
    );
    expect(pdf).toContain('scaly red plaque on the left forearm');
    expect(pdf).toContain(site);
    await // The icon names itself too ('copy Copy').
    note.getByRole('button', { name: new RegExp(` ${en['scribe.note.copy']}$`) }).click();
    await expect(page.getByText(en['success.chartNoteCopied']!)).toBeVisible();
    const copied = await clipboard(page);
    expect(copied).toContain('scaly red plaque on the left forearm');
    expect(copied).toContain(`- ${site}`);
  });

  await test.step('a referral letter written from the note, copied, as a PDF', async () => {
    const letters = page.getByRole('region', { name: en['scribeOut.letters.title'] });
    await letters.getByRole('button', { name: en['scribeOut.letters.new'] }).click();
    await letters.getByRole('button', { name: en['scribeOut.letters.generate'] }).click();
    const body = letters.getByRole('textbox', { name: en['scribeOut.letters.body'], exact: true });
    await expect(body).toHaveValue(/^Dear colleague,/, { timeout: 30_000 });
    // The letter uses only what was said: never the invented sentence.
    await expect(body).not.toHaveValue(new RegExp(INVENTED));
    await letters.getByRole('button', { name: en['scribeOut.letters.copy'] }).click();
    await expect(page.getByText(en['success.letterCopied']!)).toBeVisible();
    expect(await clipboard(page)).toMatch(/^Dear colleague,/);
    const pdf = await downloadedPdfText(
      page,
      letters.getByRole('button', { name: en['scribeOut.letters.pdf'] }),
    );
    expect(pdf).toContain('Dear colleague,');
  });

  await test.step('an unsaved note edit survives a reload, asks before leaving, goes at sign-out', async () => {
    const ADDED = ' Reviewed in clinic today.';
    await note.getByTitle(en['scribe.note.clickToEdit']!).first().click();
    const first = note.getByRole('textbox').first();
    await first.fill(`${await first.inputValue()}${ADDED}`);
    await expect(first).toHaveValue(new RegExp(`${ADDED}$`));
    // Playwright accepts the browser's own leave prompt, which the page asks for while unsaved.
    page.on('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await expect(note.getByText(en['scribe.note.draftKept']!)).toBeVisible();
    await expect(note.getByRole('textbox').first()).toHaveValue(new RegExp(`${ADDED}$`));
    await menuItem(page, en['menu.history']!).click();
    await page.getByRole('button', { name: en['scribe.note.leave.stay'] }).click();
    await expect(page).toHaveURL(new RegExp(`encounter=${encounterId}`));
    // A shared workstation: sign-out deletes the draft, so nobody signing in next sees it.
    await openProfileMenu(page);
    await profileMenu(page).getByRole('menuitem', { name: 'Log out' }).click();
    await page.getByRole('button', { name: en['scribe.note.leave.leave'] }).click();
    await expect(page.getByRole('heading', { name: 'Welcome to Dermadesk' })).toBeVisible();
    await signIn(page);
    await useOrganisation(page, orgs.demo);
    await page.goto(`/gpt/ambient-scribes/chart-notes?encounter=${encounterId}`);
    await expect(note.getByText(en['scribe.note.notFound']!).first()).toBeVisible();
    await expect(note.getByText(en['scribe.note.draftKept']!)).toHaveCount(0);
    await expect(note.getByText(ADDED.trim())).toHaveCount(0);
  });

  await test.step('in French: the page, the mark, the site line and the PDF', async () => {
    await chooseLanguage(page, 'Language', 'Français');
    const frNote = page.getByRole('region', { name: fr['scribe.note.title'] });
    await expect(frNote.getByText(fr['scribe.note.notFound']!).first()).toBeVisible();
    const map = page.getByRole('region', { name: fr['scribeOut.bodyMap.title'] });
    const words = SCRIBE_DOCUMENT_TEXTS.fr;
    const frSite = `${words.lesions(2)}, ${words.largest('8')} (${words.morphology.plaque})`;
    await expect(map.getByRole('listitem').filter({ hasText: frSite })).toBeVisible();
    await expect(
      page.getByRole('region', { name: fr['scribeOut.letters.title'] }).getByRole('tab'),
    ).toHaveText(words.letter.referral);
    const pdf = await downloadedPdfText(
      page,
      frNote.getByRole('button', { name: fr['scribeOut.export.pdf'] }),
    );
    expect(pdf).toContain(frSite);
  });
});

test('an organisation without Ambient Scribes gets a clear page, by menu and by a direct link to a visit', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  await useOrganisation(page, orgs.demo);
  const created = await request.post('/api/v1/scribe/encounters', {
    headers: apiHeaders(await apiAuthOf(page)),
    data: {},
  });
  expect(created.status(), await created.text()).toBe(201);
  const visit = `/gpt/ambient-scribes/chart-notes?encounter=${(await created.json()).data.id}`;
  // Northside has ENABLE_AMBIENT_SCRIBES = 'false' (demo seed).
  await switchOrganisation(page, orgs.northside);
  await expect(page.getByRole('link', { name: en['menu.ambientScribes'] })).toHaveCount(0);
  await page.goto(visit);
  await expect(page.getByRole('heading', { name: en['featureOff.title'] })).toBeVisible();
  await expect(page.getByText(en['errors.initialData']!)).toHaveCount(0);
  await chooseLanguage(page, 'Language', 'Français');
  await expect(page.getByRole('heading', { name: fr['featureOff.title'] })).toBeVisible();
  await page.goto('/gpt/ambient-scribes/settings');
  await expect(page.getByRole('heading', { name: fr['featureOff.title'] })).toBeVisible();
  // The same link works again once the organisation has the feature.
  await switchOrganisation(page, orgs.demo);
  await page.goto(visit);
  await expect(page.getByRole('region', { name: fr['scribe.note.title'] })).toBeVisible();
});
