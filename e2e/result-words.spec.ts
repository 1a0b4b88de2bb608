import { expect, test, type Page } from '@playwright/test';
import { fr } from '@dermadesk/contracts/result-texts/fr';
import { skinPhoto } from './history-data';
import { chooseLanguage, clickSelectOption, orgs, signIn, useOrganisation } from './support';

/** A French number with one decimal (`6,0`, `15,7`), never `6.0`. */
const FRENCH_DECIMAL = /^-?\d[\d\u202f\u00a0]*,\d$/;

async function choose(page: Page, label: string, option: string) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await clickSelectOption(page, box, option);
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
  await useOrganisation(page, orgs.demo);
});

test('French Redness: headline figures first, translated measures, French numbers, on the workspace and the result page', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await chooseLanguage(page, 'Language', 'Français');
  await page.goto('/modules/7');
  await page.getByLabel('Identifiant du sujet').fill('SUBJ-MOTS-1');
  await choose(page, 'Partie du corps', 'Joue gauche');
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'joue.jpg', mimeType: 'image/jpeg', buffer: await skinPhoto(0.6) });

  const headlines = page.getByRole('region', { name: 'Chiffres clés' });
  await expect(headlines).toBeVisible({ timeout: 30_000 });
  const redArea = page.getByTestId('headline-erythemaAreaPercent');
  await expect(redArea).toContainText('Surface rouge');
  await expect(redArea).toContainText('% de la peau visible');
  await expect(redArea.locator('strong')).toHaveText(FRENCH_DECIMAL);
  await expect(page.getByTestId('headline-deltaAStarMean')).toContainText(
    'Intensité de la rougeur',
  );

  // The technical table is folded under 'Measurement details', in French, without engine English.
  await page.getByRole('button', { name: 'Détails de la mesure' }).click();
  await expect(page.getByRole('cell', { name: 'Rougeur médiane (a*)' })).toBeVisible();
  await expect(page.getByText('median a* over the skin ROI')).toHaveCount(0);
  await expect(page.getByText(/Ces chiffres sont des mesures d’image/)).toBeVisible();
  // Overlay names from the French catalogue, not the engine's English.
  const overlays = page.locator('.overlay-controls').first();
  await expect(overlays).toContainText(fr.measure.overlay['erythema-mask']);
  await expect(overlays).not.toContainText('skin with a* ≥ reference');

  await page.getByRole('button', { name: 'Enregistrer les résultats' }).click();
  const saved = page.getByRole('link', { name: 'Ouvrir le résultat enregistré' });
  await page.goto((await saved.getAttribute('href'))!);
  const card = page.getByTestId('image-result');
  await expect(card).toContainText('Joue gauche');
  await expect(card).not.toContainText('left-cheek');
  await expect(card.getByTestId('headline-erythemaAreaPercent').locator('strong')).toHaveText(
    FRENCH_DECIMAL,
  );
  await expect(card.getByTestId('headline-erythemaAreaPercent')).toContainText('Surface rouge');
});
