/**
 * Texts needed before settings (and so the dictionary) have arrived: the loader, the failed start
 * and code that did not load. Everything else comes from the server's dictionary. Free of React
 * and zod: the boot script shows the app's code failing to arrive (lib/app-start.ts).
 */
export const bootTexts: Record<string, Record<string, string>> = {
  'ru-RU': {
    HttpError: 'Ошибка HTTP: %s',
    Retry: 'Повторить',
    Loading: 'Загрузка…',
    ReloadPage: 'Обновить страницу',
    ChunkLoadError: 'Не удалось загрузить страницу. Проверьте подключение и обновите её',
    ChunkLoadTimeout: 'Страница загружается слишком долго. Проверьте подключение и обновите её',
  },
  'en-US': {
    HttpError: 'HTTP error: %s',
    Retry: 'Try again',
    Loading: 'Loading…',
    ReloadPage: 'Reload the page',
    ChunkLoadError: 'The page failed to load. Check your connection and reload it',
    ChunkLoadTimeout: 'The page is taking too long to load. Check your connection and reload it',
  },
};
