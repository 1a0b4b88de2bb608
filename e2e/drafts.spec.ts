import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiAuthOf, apiHeaders, skinPhoto, type ApiAuth } from './history-data';
import { openProfileMenu, orgs, profileMenu, signIn, useOrganisation, users } from './support';

/**
 * Skin AI on a shared workstation: one patient per record (a save ends the draft), a saved
 * score changes only through an explicit amendment, and one user's drafts never reach another.
 */
const REDNESS = 7;
const ACNE = 2;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36).toUpperCase()}`;

async function analysePhoto(page: Page, seed: number) {
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({
      name: `photo-${seed}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await skinPhoto(0.4, seed),
    });
  await expect(page.getByRole('region', { name: 'Key figures' })).toBeVisible({ timeout: 30_000 });
}

async function saveResults(page: Page, moduleName: string) {
  await page.getByRole('button', { name: 'Save results' }).click();
  // The previous save's toast may still be showing: the newest one is this save's.
  await expect(page.getByText(`${moduleName} uploaded successfully.`).last()).toBeVisible();
  await expect(page).toHaveURL(/\/result\/\d+$/);
  return Number(/\/result\/(\d+)$/.exec(page.url())![1]);
}

async function uploadsOf(request: APIRequestContext, auth: ApiAuth, subjectId: string) {
  const res = await request.post('/api/v1/uploads/get-uploads', {
    headers: apiHeaders(auth),
    data: { keyword: subjectId },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { items } = (
    (await res.json()) as {
      data: { items: { id: number; subjectId: string; imageCount: number }[] };
    }
  ).data;
  return items.filter((u) => u.subjectId === subjectId);
}

/** Every subject ID held in the browser's draft store, whatever its layout. */
const draftSubjects = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const req = indexedDB.open('dermadesk-workspaces');
        req.onerror = () => resolve([]);
        req.onsuccess = () => {
          const db = req.result;
          const names = [...db.objectStoreNames];
          if (names.length === 0) return resolve([]);
          const tx = db.transaction(names, 'readonly');
          const found: string[] = [];
          for (const name of names) {
            const all = tx.objectStore(name).getAll();
            all.onsuccess = () =>
              found.push(...(all.result as { subjectId?: string }[]).map((d) => d.subjectId ?? ''));
          }
          tx.oncomplete = () => {
            db.close();
            resolve(found);
          };
        };
      }),
  );

test('a save ends the record: the next patient starts empty; a photo joins a visit only on request', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const [first, second] = [unique('SUBJ-A'), unique('SUBJ-B')];
  await signIn(page);
  await useOrganisation(page, orgs.demo);
  const auth = await apiAuthOf(page);

  await page.goto(`/modules/${REDNESS}`);
  await page.getByLabel('Subject ID').fill(first);
  await analysePhoto(page, 1);
  await saveResults(page, 'Redness');

  // The next patient: back to the modules, Redness again. Nothing of the first patient is left.
  await page.getByRole('link', { name: 'Back to AI modules' }).click();
  await page.getByTestId(`module-${REDNESS}`).getByRole('link', { name: 'Redness' }).click();
  await expect(page.getByLabel('Subject ID')).toHaveValue('');
  await expect(page.getByTestId('export-csv')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Key figures' })).toHaveCount(0);
  await page.getByLabel('Subject ID').fill(second);
  await analysePhoto(page, 2);
  const secondId = await saveResults(page, 'Redness');
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect((await uploadsOf(request, auth, first)).map((u) => u.imageCount)).toEqual([1]);
  expect((await uploadsOf(request, auth, second)).map((u) => u.imageCount)).toEqual([1]);

  // A reload of the module after a save does not bring the saved patient back either.
  await page.goto(`/modules/${REDNESS}`);
  await expect(page.getByLabel('Subject ID')).toHaveValue('');

  // Adding a photo to the saved visit is an explicit action on that visit.
  await page.goto(`/result/${secondId}`);
  await page.getByRole('link', { name: 'Add a photo to this visit' }).click();
  await expect(page.getByLabel('Subject ID')).toHaveValue(second);
  await expect(page.getByLabel('Subject ID')).toBeDisabled();
  await expect(page.getByTestId('visit-banner')).toContainText(second);
  await analysePhoto(page, 3);
  expect(await saveResults(page, 'Redness')).toBe(secondId);
  expect((await uploadsOf(request, auth, second)).map((u) => u.imageCount)).toEqual([2]);

  // The saved state offers the same action; a failed save shows the spec's text and the reason.
  await page.getByRole('button', { name: 'Add a photo to this visit' }).click();
  await expect(page.getByLabel('Subject ID')).toHaveValue(second);
  await analysePhoto(page, 4);
  const removed = await request.delete(`/api/v1/uploads/${secondId}`, {
    headers: apiHeaders(auth),
  });
  expect(removed.ok()).toBe(true);
  await page.getByRole('button', { name: 'Save results' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Failed to storage data.' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(`No upload with id ${secondId}.`);
});

test('a saved score changes only through an amendment, stored and shown as amended', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const subject = unique('SUBJ-GAGS');
  await signIn(page);
  await useOrganisation(page, orgs.demo);
  const auth = await apiAuthOf(page);
  await page.goto(`/modules/${ACNE}`);
  await page.getByLabel('Subject ID').fill(subject);
  await analysePhoto(page, 5);
  const grade = (name: string) => page.getByRole('spinbutton', { name, exact: true });
  // 2×1 + 2×1 + 2×1 + 1×2 + 1×1 + 3×0 = 9: mild.
  for (const [name, value] of [
    ['Forehead', '1'],
    ['Right cheek', '1'],
    ['Left cheek', '1'],
    ['Nose', '2'],
    ['Chin', '1'],
    ['Chest and upper back', '0'],
  ] as const)
    await grade(name).fill(value);
  await expect(page.getByTestId('score')).toContainText('9');
  const uploadId = await saveResults(page, 'Acne');

  // Saved: the grades are the record and cannot be typed over.
  await expect(grade('Chest and upper back')).toBeDisabled();
  await page.getByRole('button', { name: 'Amend' }).click();
  await grade('Chest and upper back').fill('4');
  await expect(page.getByTestId('score')).toContainText('21');
  await expect(page.getByTestId('amend-unsaved')).toBeVisible();
  await page.getByRole('button', { name: 'Save amendment' }).click();
  await expect(page.getByTestId('amend-unsaved')).toHaveCount(0);
  await expect(grade('Chest and upper back')).toBeDisabled();

  // The stored record is what the screen shows; the first version is kept beside it.
  const res = await request.post(`/api/v1/uploads/get-uploads/${uploadId}`, {
    headers: apiHeaders(auth),
    data: {},
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { data } = (await res.json()) as {
    data: {
      upload: { amendments: { previousScore: number | null; score: number | null }[] };
      images: { items: { clinicianInput: { calculator?: { input: unknown } } }[] };
    };
  };
  expect(data.images.items[0]!.clinicianInput.calculator?.input).toMatchObject({
    regions: { chestUpperBack: 4 },
  });
  expect(data.upload.amendments).toMatchObject([{ previousScore: 9, score: 21 }]);
  const csv = await request.get(`/api/v1/exports/csv/${uploadId}`, { headers: apiHeaders(auth) });
  expect(await csv.text()).toMatch(/\b21\b/);

  await page.goto(`/result/${uploadId}`);
  await expect(page.getByTestId('amended')).toContainText(/Amended on .+ by Ana Nguyen/);
  // Every version with who and when; the first opens read-only with its own grades and score.
  await expect(page.getByTestId('record-version-1')).toContainText(/saved on .+ by Ana Nguyen/);
  await expect(page.getByTestId('record-version-1')).toContainText('score 9');
  await expect(page.getByTestId('record-version-2')).toContainText(/amended on .+ by Ana Nguyen/);
  await expect(page.getByTestId('record-version-2')).toContainText('score 9 → 21');
  await expect(page.getByTestId('record-version-2')).toContainText('Current');
  await page.getByRole('button', { name: 'View version 1' }).click();
  const version = page.getByRole('dialog', { name: 'Version 1' });
  await expect(version).toContainText('shown read-only');
  await expect(version.getByTestId('clinician-score')).toHaveText('9');
  await expect(version.getByTestId('clinician-band')).toHaveText('mild');
  await expect(version.getByTestId('clinician-grades')).toContainText('Chest and upper back0');
  await expect(version.getByRole('spinbutton')).toHaveCount(0);
});

/** User A leaves an analysed, unsaved photo of a subject in Acne at Northside (shared with Léo). */
async function leaveDraft(page: Page, subject: string) {
  await signIn(page, users.ana);
  await useOrganisation(page, orgs.northside);
  await page.goto(`/modules/${ACNE}`);
  await page.getByLabel('Subject ID').fill(subject);
  await analysePhoto(page, 6);
  expect(await draftSubjects(page)).toContain(subject);
}

async function expectNothingOf(page: Page, subject: string) {
  await useOrganisation(page, orgs.northside);
  await page.goto(`/modules/${ACNE}`);
  await expect(page.getByLabel('Subject ID')).toHaveValue('');
  await expect(page.getByRole('region', { name: 'Key figures' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save results' })).toBeDisabled();
  expect(await draftSubjects(page)).not.toContain(subject);
}

test('sign-out deletes every draft: the next user sees nothing of the last one', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const subject = unique('SUBJ-PRIV');
  await leaveDraft(page, subject);
  await openProfileMenu(page);
  await profileMenu(page).getByRole('menuitem', { name: 'Log out' }).click();
  await page.getByRole('button', { name: 'Leave' }).click();
  // The provider's end-session redirect lands on the site root.
  await page.waitForURL((u) => u.pathname === '/');
  await expect(page.getByRole('heading', { name: 'Welcome to Dermadesk' })).toBeVisible();
  await expect.poll(() => draftSubjects(page)).toEqual([]);
  await signIn(page, users.leo);
  await expectNothingOf(page, subject);
});

test('a session that ended without sign-out: the next user sign-in deletes its drafts', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const subject = unique('SUBJ-GONE');
  await leaveDraft(page, subject);
  // The session ends without a sign-out (expired, browser closed): tokens and cookies are gone.
  page.on('dialog', (d) => void d.accept());
  await page.evaluate(() => {
    localStorage.removeItem('dermadesk.tokens');
    localStorage.removeItem('dermadesk.account');
  });
  await context.clearCookies();
  await signIn(page, users.leo);
  expect(await draftSubjects(page)).not.toContain(subject);
  await expectNothingOf(page, subject);
});
