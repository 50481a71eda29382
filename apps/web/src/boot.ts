import { startEarlySettings } from './lib/early-settings';
import { initialLanguage } from './lib/initial-language';

// The first thing the page runs: ask for settings while the app's code downloads (see early-settings).
startEarlySettings({ lang: initialLanguage() });
