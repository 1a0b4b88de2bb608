import { writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import PDFDocument from 'pdfkit';
import { apiAuthOf, apiHeaders } from './history-data';
import {
  chooseLanguage,
  expectPlaceholderFits,
  orgs,
  readmeShot,
  signIn,
  useOrganisation,
} from './support';

/**
 * Copilot against the real server: a PDF added through the sources page is indexed by the job,
 * questions are answered from it (extractively with no chat model, then by the local fake model,
 * which answers from passage 1 and cites [1]), and a citation opens the page with the passage
 * highlighted.
 */

const FILLER = 'Skin care advice for patients covers washing, moisturising and sun protection. ';
const PAGES = [
  `Eczema protocol\n${FILLER.repeat(4)}Emollients are applied twice daily to the whole body.`,
  `Methotrexate\n${FILLER.repeat(3)}Methotrexate for severe psoriasis is given once weekly at a dose of 15 mg with folic acid on another day.`,
  '',
];

function makePdf(pages: string[]): Promise<Buffer> {
  const doc = new PDFDocument({ autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((r) => doc.on('end', () => r(Buffer.concat(chunks))));
  for (const text of pages) {
    doc.addPage();
    if (text) doc.fontSize(12).text(text);
  }
  doc.end();
  return done;
}

/** Leaves the organisation as a first visit finds it: no sources, the chat model off. */
async function resetCopilot(page: Page, request: APIRequestContext) {
  const headers = apiHeaders(await apiAuthOf(page));
  const off = await request.put('/api/v1/ai/settings/providers/chat', {
    headers,
    data: { enabled: false },
  });
  expect(off.status(), await off.text()).toBe(200);
  const listed = await request.get('/api/v1/copilot/sources', { headers });
  const { items } = ((await listed.json()) as { data: { items: { id: string }[] } }).data;
  for (const { id } of items) {
    const deleted = await request.delete(`/api/v1/copilot/sources/${id}`, { headers });
    expect(deleted.ok(), await deleted.text()).toBe(true);
  }
}

const question = (page: Page) =>
  page.getByRole('textbox', { name: /Your question|Votre question/ });

async function expectHighlighted(page: Page, text: string) {
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('img', { name: /Page 2|Page 2 du document/ })).toBeVisible();
  const marks = drawer.locator('mark.copilot-highlight');
  // The marks follow pdf.js's drawing of the page, which takes seconds on a loaded 2-core machine.
  await expect(marks.first()).toBeVisible({ timeout: 30_000 });
  const highlighted = (
    await marks.evaluateAll((m) => m.map((e) => e.getAttribute('data-text')))
  ).join(' ');
  expect(highlighted).toContain(text);
}

test('adds a PDF, answers with and without a model, and opens the cited page highlighted', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  await useOrganisation(page, orgs.demo);
  await resetCopilot(page, request);

  await page.goto('/gpt/copilot/setting');
  await expect(page.getByRole('heading', { name: 'Copilot settings' })).toBeVisible();
  await page.getByRole('button', { name: 'Download' }).click();
  await expect(page.getByText('Please choose one or more items for download!')).toBeVisible();

  // The dialog checks the name and that a file was chosen, with the catalogue's words.
  await page.getByRole('button', { name: 'Add a document' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a document' });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog.getByText('Source Name is required!')).toBeVisible();
  await dialog.getByLabel('Source name').fill('Clinic protocols');
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Please select at least one file before proceeding.')).toBeVisible();

  const file = path.join(os.tmpdir(), 'protocols.pdf');
  writeFileSync(file, await makePdf(PAGES));
  await dialog.locator('input[type=file]').setInputFiles(file);
  await expect(dialog.getByText('protocols.pdf')).toBeVisible();
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('protocols.pdf uploaded successfully.')).toBeVisible();
  const row = page.getByRole('row', { name: /Clinic protocols/ });
  await expect(row.getByText('Ready')).toBeVisible({ timeout: 30_000 });
  await expect(row.getByText('1 of 3 pages have no text (not searchable)')).toBeVisible();

  // No chat model: the answer quotes the passages, labelled as such, with the same citations.
  await page.goto('/gpt/copilot');
  await question(page).fill('What is the weekly methotrexate dose?');
  await question(page).press('Enter');
  const answer = page.getByTestId('copilot-answer').last();
  await expect(answer.getByText("Passages from the clinic's sources")).toBeVisible();
  await expect(answer).toContainText('15 mg');
  const panel = page.getByRole('complementary', { name: 'Citations' });
  await expect(panel.getByText('Clinic protocols')).toBeVisible();
  await expect(panel.getByText('page 2')).toBeVisible();
  await panel.getByRole('button').first().click();
  await expectHighlighted(page, '15 mg');
  await page.keyboard.press('Escape');

  // The same in French.
  await chooseLanguage(page, 'Language', 'Français');
  await page.goto('/gpt/copilot');
  await question(page).fill('Quelle est la dose hebdomadaire de methotrexate ?');
  await question(page).press('Enter');
  await expect(
    page.getByTestId('copilot-answer').last().getByText('Passages des sources de la clinique'),
  ).toBeVisible();
  await chooseLanguage(page, 'Langue', 'English');

  // With the fake chat model enabled the answer streams and cites [1], which opens the page.
  const headers = apiHeaders(await apiAuthOf(page));
  const on = await request.put('/api/v1/ai/settings/providers/chat', {
    headers,
    data: { enabled: true },
  });
  expect(on.status(), await on.text()).toBe(200);
  await page.goto('/gpt/copilot');
  await question(page).fill('What is the weekly methotrexate dose?');
  await question(page).press('Enter');
  const written = page.getByTestId('copilot-answer').last();
  await expect(written).toContainText('once weekly at a dose of 15 mg');
  await expect(written.getByText("Passages from the clinic's sources")).toHaveCount(0);
  await page.screenshot(readmeShot('copilot-answer'));
  await written.getByRole('button', { name: 'Open citation 1' }).click();
  await expectHighlighted(page, '15 mg');
  await page.screenshot(readmeShot('copilot-citation'));
});

/** A small French clinic site on loopback (the server's egress allowlist admits 127.0.0.1). */
async function startClinicSite() {
  const article = (title: string, text: string, links = '') =>
    `<!doctype html><html lang="fr"><head><title>${title}</title></head><body><nav>${links}</nav>
    <main><article><h1>${title}</h1><p>${FILLER_FR.repeat(3)}</p><p>${text}</p></article></main>
    <footer>Horaires et contact de la clinique.</footer></body></html>`;
  const pages: Record<string, string> = {
    '/fiches': article(
      'Fiches patients',
      'Retrouvez nos fiches de soins.',
      '<a href="/fiches/gale">Gale</a>',
    ),
    '/fiches/gale': article(
      'Gale',
      'La crème de perméthrine est appliquée sur tout le corps le soir et rincée le lendemain matin.',
    ),
  };
  const server = http.createServer((req, res) => {
    const html = pages[req.url ?? ''];
    if (req.url === '/robots.txt') res.writeHead(200, { 'content-type': 'text/plain' }).end('');
    else if (html) res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    else res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, close: () => new Promise<void>((r) => server.close(() => r())) };
}
const FILLER_FR =
  "L'équipe de la clinique explique les soins de la peau aux patients avec des mots simples. ";

test('adds a website, answers from it in French, and keeps the conversation in the list', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const site = await startClinicSite();
  try {
    await signIn(page);
    await useOrganisation(page, orgs.demo);
    await resetCopilot(page, request);
    await chooseLanguage(page, 'Language', 'Français');

    await page.goto('/gpt/copilot/setting');
    await page.getByRole('button', { name: 'Ajouter un site web' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter un site web' });
    await dialog.getByLabel('Nom de la source').fill('Fiches de la clinique');
    await dialog.getByLabel('Adresse du site web').fill('ftp://example.org');
    await dialog.getByRole('button', { name: 'Ajouter' }).click();
    await expect(
      dialog.getByText('Veuillez saisir une URL de site web valide', { exact: false }),
    ).toBeVisible();
    await dialog.getByLabel('Adresse du site web').fill(`${site.url}/fiches`);
    await dialog.getByRole('button', { name: 'Ajouter' }).click();
    const row = page.getByRole('row', { name: /Fiches de la clinique/ });
    await expect(row.getByText('Prête')).toBeVisible({ timeout: 30_000 });
    await expect(
      row.getByText(/2 ajoutées, 0 modifiées, 0 supprimées, 0 inchangées/),
    ).toBeVisible();

    // Renamed in place; the crawl limits stay as they were.
    await row.getByRole('button', { name: 'Modifier\u202f: Fiches de la clinique' }).click();
    const edit = page.getByRole('dialog', { name: 'Modifier la source' });
    await expect(edit.getByLabel('Profondeur des liens')).toHaveValue('2');
    await edit.getByLabel('Nom de la source').fill('Fiches patients');
    // Enter in a field saves, as the button does (the website's form has several fields).
    await edit.getByLabel('Nom de la source').press('Enter');
    await expect(edit).toHaveCount(0);
    await expect(page.getByRole('row', { name: /Fiches patients/ })).toBeVisible();
    // A website has pages, not a file: its delete confirmation says so; "No" keeps it.
    await page.getByRole('button', { name: 'Supprimer\u202f: Fiches patients' }).click();
    await expect(
      page.getByText('Supprimer Fiches patients avec ses pages indexées ?'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Non', exact: true }).click();

    await page.goto('/gpt/copilot');
    await question(page).fill('Comment la crème de perméthrine est-elle appliquée ?');
    await question(page).press('Enter');
    const answer = page.getByTestId('copilot-answer').last();
    await expect(answer.getByText('Passages des sources de la clinique')).toBeVisible();
    await expect(answer).toContainText('sur tout le corps le soir');
    // Quoted as French quotes: guillemets inside narrow no-break spaces.
    await expect(answer).toContainText(/«\u202fLa crème de perméthrine[^»]*\u202f»/);
    const panel = page.getByRole('complementary', { name: 'Sources citées' });
    await expect(panel.getByText('Fiches patients')).toBeVisible();
    // The panel quotes the passage with the same French marks.
    expect(
      await panel
        .locator('q')
        .first()
        .evaluate((q) => getComputedStyle(q).quotes),
    ).toContain('«\u202f');
    await panel.getByRole('button').first().click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.locator('mark')).toContainText('crème de perméthrine');
    await expect(drawer.getByRole('link', { name: 'Ouvrir la page web' })).toHaveAttribute(
      'href',
      `${site.url}/fiches/gale`,
    );
    await page.keyboard.press('Escape');

    // The question started a conversation: it is listed, opens again from the list, and can be
    // renamed and deleted.
    await expect(page).toHaveURL(/\/gpt\/copilot\/[0-9a-f-]{36}$/);
    const list = page.getByRole('navigation', { name: 'Vos conversations' });
    const item = list.getByRole('link', { name: /Comment la crème de perméthrine/ });
    await expect(item).toBeVisible();
    // The search box's placeholder fits the narrow column beside the answer, and a phone's.
    const search = list.getByRole('searchbox', { name: 'Chercher un titre' });
    await expectPlaceholderFits(search);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectPlaceholderFits(search);
    await page.setViewportSize({ width: 1280, height: 800 });
    await list.getByRole('button', { name: 'Nouvelle conversation' }).click();
    await expect(page).toHaveURL(/\/gpt\/copilot$/);
    await expect(page.getByTestId('copilot-answer')).toHaveCount(0);
    await item.click();
    await expect(page.getByTestId('copilot-answer').last()).toContainText(
      'sur tout le corps le soir',
    );
    await list
      .getByRole('button', { name: /^Renommer/ })
      .first()
      .click();
    const rename = page.getByRole('dialog', { name: 'Renommer la conversation' });
    await rename.getByLabel('Titre').fill('Gale : perméthrine');
    await rename.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(list.getByRole('link', { name: /Gale : perméthrine/ })).toBeVisible();
    // Deleting the open conversation leaves it without asking the server for it again.
    const refused: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 400) refused.push(`${r.status()} ${r.url()}`);
    });
    await list
      .getByRole('button', { name: /^Supprimer/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Supprimer', exact: true }).last().click();
    await expect(list.getByRole('link', { name: /Gale : perméthrine/ })).toHaveCount(0);
    await expect(page).toHaveURL(/\/gpt\/copilot$/);
    await page.waitForLoadState('networkidle');
    expect(refused).toEqual([]);
    await chooseLanguage(page, 'Langue', 'English');
  } finally {
    await site.close();
  }
});

/** Adds a PDF source through the API and waits, as the sources list does, until it is ready. */
async function addReadyPdf(page: Page, request: APIRequestContext, name: string) {
  const headers = apiHeaders(await apiAuthOf(page));
  const added = await request.post('/api/v1/copilot/sources/documents', {
    headers,
    multipart: {
      SourceName: name,
      File: { name: 'protocols.pdf', mimeType: 'application/pdf', buffer: await makePdf(PAGES) },
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  const { id } = ((await added.json()) as { data: { id: string } }).data;
  await expect
    .poll(
      async () => {
        const listed = await request.get('/api/v1/copilot/sources', { headers });
        const { items } = (
          (await listed.json()) as {
            data: { items: { id: string; status: string }[] };
          }
        ).data;
        return items.find((s) => s.id === id)?.status;
      },
      { timeout: 30_000 },
    )
    .toBe('ready');
}

/** Presses Tab until `last` has the focus, and returns the marked controls focused on the way. */
async function tabUntil(page: Page, last: string, presses = 150): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < presses && seen.at(-1) !== last; i++) {
    await page.keyboard.press('Tab');
    const walked = await page.evaluate(
      () => document.activeElement?.closest('[data-walk]')?.getAttribute('data-walk') ?? null,
    );
    if (walked && seen.at(-1) !== walked) seen.push(walked);
  }
  return seen;
}

test('at 390 px the keyboard reaches every control, Enter opens a citation and Escape closes it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await useOrganisation(page, orgs.demo);
  await resetCopilot(page, request);
  await addReadyPdf(page, request, 'Keyboard protocols');

  await page.goto('/gpt/copilot');
  const list = page.getByRole('navigation', { name: 'Your conversations' });
  const newConversation = list.getByRole('button', { name: 'New conversation' });
  await expect(newConversation).toBeVisible();
  // From the first control of the page, Tab alone reaches the question; typed and sent by keys.
  await newConversation.focus();
  await expect(question(page)).toBeEnabled();
  await question(page).evaluate((e) => e.setAttribute('data-walk', 'question'));
  await tabUntil(page, 'question');
  await expect(question(page)).toBeFocused();
  await page.keyboard.type('What is the weekly methotrexate dose?');
  await expect(question(page)).toHaveValue('What is the weekly methotrexate dose?');
  await page.keyboard.press('Enter');
  const answer = page.getByTestId('copilot-answer').last();
  await expect(answer).toContainText('15 mg');
  const panel = page.getByRole('complementary', { name: 'Citations' });
  await expect(panel.getByRole('button').first()).toBeVisible();
  // The newest conversation, listed first (earlier tests' conversations follow it).
  const conversation = list.getByRole('link').first();
  await expect(conversation).toContainText('What is the weekly methotrexate dose?');

  // Every control of the page, marked, then walked in order with Tab from the first.
  const controls = {
    search: list.getByRole('searchbox', { name: 'Search by title' }),
    searchButton: list.getByRole('button', { name: 'Search', exact: true }),
    conversation,
    rename: list.getByRole('button', { name: /^Rename/ }).first(),
    remove: list.getByRole('button', { name: /^Delete/ }).first(),
    answerCitation: answer.getByRole('button', { name: 'Open citation 1' }).first(),
    sources: page.getByRole('combobox', { name: 'Sources for this question' }),
    question: question(page),
    panelCitation: panel.getByRole('button').first(),
  };
  for (const [name, control] of Object.entries(controls))
    await control.evaluate((e, walk) => e.setAttribute('data-walk', walk), name);
  await newConversation.focus();
  expect(await tabUntil(page, 'panelCitation')).toEqual(Object.keys(controls));

  // Enter on the focused citation opens the page with the passage; Escape closes it.
  await expect(controls.panelCitation).toBeFocused();
  await page.keyboard.press('Enter');
  await expectHighlighted(page, '15 mg');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
