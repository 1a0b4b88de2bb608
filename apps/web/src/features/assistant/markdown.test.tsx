import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown';

describe('Markdown', () => {
  it('renders GitHub-flavoured Markdown', () => {
    const { container } = render(
      <Markdown
        text={'**EASI** 12.4\n\n| Site | Score |\n| --- | --- |\n| Arm | 3 |\n\n- one\n- two'}
      />,
    );
    expect(container.querySelector('strong')?.textContent).toBe('EASI');
    expect(container.querySelector('table td')?.textContent).toBe('Arm');
    expect(container.querySelectorAll('li')).toHaveLength(2);
  });

  it('drops raw HTML and script links', () => {
    const { container } = render(
      <Markdown
        text={'Hi <img src=x onerror="alert(1)"> <b>bold</b>\n\n[click](javascript:alert(1))'}
      />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    const link = screen.getByText('click');
    expect(link.getAttribute('href') ?? '').not.toContain('javascript');
  });

  it('opens links in a new tab without access to the app', () => {
    render(<Markdown text="[guide](https://example.org/guide)" />);
    const link = screen.getByRole('link', { name: 'guide' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
