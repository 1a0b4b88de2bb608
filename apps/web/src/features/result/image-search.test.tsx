import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../lib/i18n/i18n';
import { IMAGE_SEARCH_DEBOUNCE_MS, ImageSearch } from './image-search';

beforeAll(() => initI18n('en'));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Lets `ms` of fake time pass, with React's updates applied. */
const pass = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

function setup(keyword = '') {
  const onSearch = vi.fn();
  const view = (k: string) => (
    <I18nextProvider i18n={i18n}>
      <ImageSearch keyword={k} onSearch={onSearch} />
    </I18nextProvider>
  );
  const { rerender } = render(view(keyword));
  const box = screen.getByRole('searchbox', { name: 'Search images by name or body part' });
  return { onSearch, box, setUrlKeyword: (k: string) => rerender(view(k)) };
}

describe('ImageSearch', () => {
  it('searches once typing pauses, with the trimmed text', () => {
    vi.useFakeTimers();
    const { onSearch, box } = setup();
    fireEvent.change(box, { target: { value: 'ar' } });
    pass(IMAGE_SEARCH_DEBOUNCE_MS / 2);
    fireEvent.change(box, { target: { value: 'arm ' } });
    pass(IMAGE_SEARCH_DEBOUNCE_MS - 1);
    expect(onSearch).not.toHaveBeenCalled();
    pass(1);
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('arm');
  });

  it('searches at once on Enter', () => {
    const { onSearch, box } = setup();
    fireEvent.change(box, { target: { value: 'trunk' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(onSearch).toHaveBeenCalledWith('trunk');
  });

  it('does not search again for the keyword the URL already has', () => {
    vi.useFakeTimers();
    const { onSearch, box } = setup('arm');
    expect(box).toHaveProperty('value', 'arm');
    fireEvent.change(box, { target: { value: 'arm  ' } });
    pass(IMAGE_SEARCH_DEBOUNCE_MS * 2);
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('follows the URL (back/forward or a shared link)', () => {
    vi.useFakeTimers();
    const { onSearch, box, setUrlKeyword } = setup('arm');
    setUrlKeyword('leg');
    expect(box).toHaveProperty('value', 'leg');
    pass(IMAGE_SEARCH_DEBOUNCE_MS * 2);
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('clearing the box shows every image again', () => {
    vi.useFakeTimers();
    const { onSearch, box } = setup('arm');
    fireEvent.change(box, { target: { value: '' } });
    pass(IMAGE_SEARCH_DEBOUNCE_MS);
    expect(onSearch).toHaveBeenCalledWith('');
  });
});
