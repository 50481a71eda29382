import { startEarlySettings } from './lib/early-settings';
import { initialLanguage } from './lib/initial-language';
import { restoreSession, settingsFields } from './lib/session';

// The first thing the page runs: drop a token whose app was left, then ask for settings while the
// app's code downloads (see early-settings), as this browser's session will.
restoreSession();
startEarlySettings(settingsFields(initialLanguage()));
