import { useEffect } from 'react';

/**
 * react-style-singleton's API (the vite config aliases the package here) without a `<style>`
 * element: react-remove-scroll, under the Radix dialog and menus, adds its scroll-lock rules with
 * it, and the page's CSP has no 'unsafe-inline' styles. A constructed stylesheet in
 * `document.adoptedStyleSheets` is CSSOM, which the CSP does not govern, and works the same way:
 * added with the first user, removed with the last.
 */
export const stylesheetSingleton = () => {
  let counter = 0;
  let remove: (() => void) | null = null;
  return {
    add(style: string) {
      if (counter === 0 && typeof document !== 'undefined') remove = adoptStyles(style);
      counter += 1;
    },
    remove() {
      counter -= 1;
      if (counter === 0 && remove) {
        remove();
        remove = null;
      }
    },
  };
};

/** Adds the rules as a constructed stylesheet; a `<style>` element where there is none (jsdom). */
function adoptStyles(style: string): () => void {
  if ('adoptedStyleSheets' in document && typeof CSSStyleSheet.prototype.replaceSync === 'function') {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(style);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((each) => each !== sheet);
    };
  }
  const element = document.createElement('style');
  element.textContent = style;
  document.head.append(element);
  return () => element.remove();
}

export const styleHookSingleton = () => {
  const sheet = stylesheetSingleton();
  return (styles: string, isDynamic?: boolean) => {
    useEffect(() => {
      sheet.add(styles);
      return () => sheet.remove();
      // As the package does: dynamic styles are re-added when they change.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [styles && isDynamic]);
  };
};

export const styleSingleton = () => {
  const useStyle = styleHookSingleton();
  const Sheet = ({ styles, dynamic }: { styles: string; dynamic?: boolean }) => {
    useStyle(styles, dynamic);
    return null;
  };
  return Sheet;
};
