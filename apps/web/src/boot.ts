import { watchAppStart } from './lib/app-start';
import { initialLanguage } from './lib/initial-language';
import { settingsFields } from './lib/session/credentials';
import { captureManagerCredentials } from './lib/session/manager-credentials';
import { restoreSession } from './lib/session/token';
import { serverRenderState } from './lib/server-render';
import { startEarlySettings } from './lib/settings/early-settings';
import { zodWithoutEval } from './lib/zod-without-eval';

// The first thing the page runs: a manager's link leaves the address bar (before any request could
// carry it), a token whose app was left is dropped, then settings are asked for while the app's
// code downloads (see early-settings), as this browser's session will; and a page whose code does
// not arrive says so (see app-start). A page the server rendered (lib/server-render) brings its
// settings with it. zod must know before the app builds a schema that the page allows no eval (see
// zod-without-eval).
zodWithoutEval();
captureManagerCredentials();
// A link opened in a tab already on that page changes only the fragment, which loads nothing: the
// credentials are taken all the same, and the app starts again in manager mode.
window.addEventListener('hashchange', () => {
  if (captureManagerCredentials()) window.location.reload();
});
restoreSession();
// A page rendered on the server for a visitor like this one carries its settings already, but
// only the texts it shows: the rest are asked for while the app's code downloads.
const rendered = serverRenderState(initialLanguage());
if (!rendered || rendered.pageTexts) startEarlySettings(settingsFields(initialLanguage()));
watchAppStart(initialLanguage());
