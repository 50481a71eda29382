import { startEarlySettings } from './lib/early-settings';
import { initialLanguage } from './lib/initial-language';
import { captureManagerCredentials } from './lib/manager-credentials';
import { restoreSession, settingsFields } from './lib/session';

// The first thing the page runs: a manager's link leaves the address bar (before any request could
// carry it), a token whose app was left is dropped, then settings are asked for while the app's
// code downloads (see early-settings), as this browser's session will.
captureManagerCredentials();
restoreSession();
startEarlySettings(settingsFields(initialLanguage()));
