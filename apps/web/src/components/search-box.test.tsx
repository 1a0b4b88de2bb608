import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from './search-box';

afterEach(cleanup);

/** The box without debounce (the history list's): it searches when asked, or when emptied. */
function setup(keyword = '') {
  const onSearch = vi.fn();
  const view = (k: string) => (
    <SearchBox keyword={k} onSearch={onSearch} placeholder="Subject ID" label="Search uploads" />
  );
  const { rerender } = render(view(keyword));
  const box = screen.getByRole('searchbox', { name: 'Search uploads' });
  return { onSearch, box, setUrlKeyword: (k: string) => rerender(view(k)) };
}

describe('SearchBox without debounce', () => {
  it('does not search while the user types; Enter searches with the trimmed text', () => {
    const { onSearch, box } = setup();
    fireEvent.change(box, { target: { value: ' T-10 ' } });
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('T-10');
  });

  it('emptying the box shows the whole list at once', () => {
    const { onSearch, box } = setup('T-10');
    fireEvent.change(box, { target: { value: '' } });
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('');
  });

  it('follows the URL (back/forward or a shared link) without searching', () => {
    const { onSearch, box, setUrlKeyword } = setup('T-10');
    setUrlKeyword('T-11');
    expect(box).toHaveProperty('value', 'T-11');
    expect(onSearch).not.toHaveBeenCalled();
  });
});
