import { describe, expect, it } from 'vitest';
import { sanitizeHtml, toServerUrl } from './html';

const server = 'https://api.example.ru';

/** The sanitized HTML as a DOM to query, so tests do not depend on attribute order. */
function parse(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = sanitizeHtml(html, server);
  return root;
}

describe('sanitizeHtml', () => {
  it('keeps ordinary content and safe links', () => {
    const root = parse(
      '<h2>Title</h2><p>Text with <a href="/page/offer">a link</a> and <strong>bold</strong>.</p>',
    );
    expect(root.querySelector('h2')).toHaveTextContent('Title');
    expect(root.querySelector('a')).toHaveAttribute('href', '/page/offer');
    expect(root.querySelector('strong')).toHaveTextContent('bold');
  });

  it('removes scripts, event handlers, javascript: links, iframes and styles', () => {
    const root = parse(
      [
        '<script>alert(1)</script>',
        '<img src="/uploads/a.svg" onerror="alert(2)">',
        '<a href="javascript:alert(3)">bad</a>',
        '<iframe src="https://evil.example"></iframe>',
        '<style>body { display: none }</style>',
        '<p style="color: red" onclick="alert(4)">styled</p>',
      ].join(''),
    );
    expect(root.querySelector('script, iframe, style')).toBeNull();
    expect(root.querySelector('img')).not.toHaveAttribute('onerror');
    expect(root.querySelector('a')).not.toHaveAttribute('href');
    const paragraph = root.querySelector('p');
    expect(paragraph).not.toHaveAttribute('style');
    expect(paragraph).not.toHaveAttribute('onclick');
    expect(paragraph).toHaveTextContent('styled');
  });

  it('rewrites relative image paths to the server host and leaves absolute ones', () => {
    const root = parse(
      [
        '<img src="/uploads/pages/a.svg" alt="a">',
        '<img src="uploads/pages/b.svg" alt="b">',
        '<img src="./uploads/pages/c.svg" alt="c">',
        '<img src="https://cdn.example/d.png" alt="d">',
        '<img src="/uploads/e.png" srcset="/uploads/e.png 1x, uploads/e@2x.png 2x" alt="e">',
      ].join(''),
    );
    const src = (alt: string) => root.querySelector(`img[alt="${alt}"]`)?.getAttribute('src');
    expect(src('a')).toBe('https://api.example.ru/uploads/pages/a.svg');
    expect(src('b')).toBe('https://api.example.ru/uploads/pages/b.svg');
    expect(src('c')).toBe('https://api.example.ru/uploads/pages/c.svg');
    expect(src('d')).toBe('https://cdn.example/d.png');
    expect(root.querySelector('img[alt="e"]')).toHaveAttribute(
      'srcset',
      'https://api.example.ru/uploads/e.png 1x, https://api.example.ru/uploads/e@2x.png 2x',
    );
  });

  it('does not rewrite link targets', () => {
    expect(parse('<a href="uploads/price.pdf">price</a>').querySelector('a')).toHaveAttribute(
      'href',
      'uploads/price.pdf',
    );
  });

  it('adds rel="noopener noreferrer" to links opening a new tab and drops other targets', () => {
    const root = parse(
      '<a href="https://example.com" target="_blank" rel="opener">out</a><a href="/faq" target="main">in</a>',
    );
    const [external, internal] = root.querySelectorAll('a');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(internal).not.toHaveAttribute('target');
  });

  it('defaults to the page origin', () => {
    expect(sanitizeHtml('<img src="uploads/x.svg">')).toBe(
      `<img src="${window.location.origin}/uploads/x.svg">`,
    );
  });
});

describe('toServerUrl', () => {
  it('makes upload paths absolute and keeps data and protocol-relative URLs', () => {
    expect(toServerUrl('/uploads/articles/a.svg', server)).toBe(
      'https://api.example.ru/uploads/articles/a.svg',
    );
    expect(toServerUrl('data:image/png;base64,AAAA', server)).toBe('data:image/png;base64,AAAA');
    expect(toServerUrl('//cdn.example/x.svg', server)).toBe('//cdn.example/x.svg');
    expect(toServerUrl('', server)).toBe('');
  });
});
