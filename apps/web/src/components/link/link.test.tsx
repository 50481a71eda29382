import { fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/testing/render';
import { Link, NavLink } from './link';

function Where() {
  const location = useLocation();
  return <output aria-label="where">{`${location.pathname}${location.search}`}</output>;
}

const page = (
  <>
    <nav>
      <NavLink to="/tariffs" className={({ isActive }) => (isActive ? 'on' : 'off')}>
        Tariffs
      </NavLink>
      <NavLink to="/tariffs" end>
        Tariffs only
      </NavLink>
      <NavLink to="/" className="home">
        Home
      </NavLink>
      <Link to="/faq?topic=1">FAQ</Link>
      <Link to="https://example.org/docs">Outside</Link>
      <Link to="mailto:office@example.org">Mail</Link>
    </nav>
    <Where />
  </>
);

const routes = [{ path: '*', element: page }];

/** Clicks as a user would; whether the app took the click (jsdom itself navigates nowhere). */
function click(element: HTMLElement, init?: MouseEventInit): boolean {
  let taken = false;
  const afterTheApp = (event: Event) => {
    taken = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', afterTheApp);
  fireEvent.click(element, init);
  window.removeEventListener('click', afterTheApp);
  return taken;
}

describe('Link', () => {
  it('is a real link with the address, and a plain click navigates in the app', () => {
    renderRoutes(routes, { initialEntries: ['/'] });
    const faq = screen.getByRole('link', { name: 'FAQ' });
    expect(faq.getAttribute('href')).toBe('/faq?topic=1');
    expect(click(faq)).toBe(true);
    expect(screen.getByLabelText('where').textContent).toBe('/faq?topic=1');
  });

  it('leaves a modified click (a new tab) to the browser', () => {
    renderRoutes(routes, { initialEntries: ['/'] });
    const faq = screen.getByRole('link', { name: 'FAQ' });
    expect(click(faq, { ctrlKey: true })).toBe(false);
    expect(screen.getByLabelText('where').textContent).toBe('/');
  });

  it('sends other sites and mail addresses to the browser as they are', () => {
    renderRoutes(routes, { initialEntries: ['/'] });
    const outside = screen.getByRole('link', { name: 'Outside' });
    expect(outside.getAttribute('href')).toBe('https://example.org/docs');
    expect(screen.getByRole('link', { name: 'Mail' }).getAttribute('href')).toBe('mailto:office@example.org');
    expect(click(outside)).toBe(false);
    expect(screen.getByLabelText('where').textContent).toBe('/');
  });
});

describe('NavLink', () => {
  it('marks the current page and the pages under it, unless `end`', () => {
    renderRoutes(routes, { initialEntries: ['/tariffs/russia'] });
    const tariffs = screen.getByRole('link', { name: 'Tariffs' });
    expect(tariffs.getAttribute('aria-current')).toBe('page');
    expect(tariffs.className).toBe('on');
    expect(screen.getByRole('link', { name: 'Tariffs only' }).getAttribute('aria-current')).toBeNull();
    // The home page is not "above" every page.
    const home = screen.getByRole('link', { name: 'Home' });
    expect(home.getAttribute('aria-current')).toBeNull();
    expect(home.className).toBe('home');
  });

  it('adds `active` to a class given as text on its own page', () => {
    renderRoutes(routes, { initialEntries: ['/'] });
    const home = screen.getByRole('link', { name: 'Home' });
    expect(home.getAttribute('aria-current')).toBe('page');
    expect(home.className).toBe('home active');
    expect(screen.getByRole('link', { name: 'Tariffs' }).className).toBe('off');
  });

  it('does not take a longer name for a page under it', () => {
    renderRoutes(routes, { initialEntries: ['/tariffs-archive'] });
    expect(screen.getByRole('link', { name: 'Tariffs' }).getAttribute('aria-current')).toBeNull();
  });
});
