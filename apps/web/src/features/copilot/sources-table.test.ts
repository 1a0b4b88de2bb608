import { COPILOT_SOURCE_FAILURES } from '@dermadesk/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n, loadPageTexts } from '../../lib/i18n/i18n';
import { failureText } from './sources-table';

describe("a failed source's reason", () => {
  beforeAll(async () => {
    await initI18n('fr');
    await loadPageTexts(['copilot']);
  });

  it('is shown in the user language, with the file named', () => {
    const t = i18n.getFixedT('fr');
    const source = { fileName: 'protocole.pdf', name: 'Protocoles' };
    const texts = Object.values(COPILOT_SOURCE_FAILURES).map((error) =>
      failureText(t, { ...source, error }),
    );
    expect(texts).toEqual([
      t('errors.processFailed'),
      `${t('errors.importWebsite')} ${t('copilot.sources.unreachable')}`,
      t('copilot.sources.encrypted', { name: 'protocole.pdf' }),
      t('copilot.sources.broken', { name: 'protocole.pdf' }),
    ]);
    // French, not the stored English.
    for (const [i, text] of texts.entries())
      expect(text).not.toBe(Object.values(COPILOT_SOURCE_FAILURES)[i]);
    expect(texts[2]).toContain('protocole.pdf');
  });

  it('is shown as it is when the server gave another', () => {
    expect(
      failureText(i18n.getFixedT('fr'), { name: 'Site', fileName: undefined, error: 'Other' }),
    ).toBe('Other');
  });
});
