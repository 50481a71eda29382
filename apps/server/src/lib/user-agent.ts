/** A browser and an operating system read from a User-Agent header, for the sessions list. */
export interface Device {
  browser: string | null;
  os: string | null;
}

// Order matters: Edge, Opera, Yandex and Samsung say "Chrome" too, Chrome says "Safari".
const BROWSERS: [name: string, pattern: RegExp][] = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /\b(?:OPR|Opera)\/(\d+)/],
  ['Yandex Browser', /\bYaBrowser\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /\b(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//],
];

const SYSTEMS: [name: string, pattern: RegExp][] = [
  ['Windows', /\bWindows\b/],
  ['Android', /\bAndroid\b/],
  ['iOS', /\b(?:iPhone|iPad|iPod)\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['Linux', /\bLinux\b/],
];

/**
 * The browser (with its major version) and the OS of a user agent, or nulls for an unknown one.
 * Deliberately small: the list only helps a customer tell their devices apart.
 */
export function deviceOf(userAgent: string | null | undefined): Device {
  const text = userAgent ?? '';
  const browser = BROWSERS.find(([, pattern]) => pattern.test(text));
  const os = SYSTEMS.find(([, pattern]) => pattern.test(text));
  return {
    browser: browser ? `${browser[0]} ${browser[1].exec(text)?.[1] ?? ''}`.trim() : null,
    os: os ? os[0] : null,
  };
}
