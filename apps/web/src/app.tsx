import {
  type AnswerOf,
  countriesCall,
  formatNumber,
  HTTP_ERROR_KEY,
  settingsCall,
  translate,
} from '@storefront/contract';
import { useEffect, useState } from 'react';
import { callApi, HttpError } from './api';

type Settings = AnswerOf<typeof settingsCall>;
type Countries = AnswerOf<typeof countriesCall>;

type State =
  | { status: 'loading' }
  | { status: 'error'; code: number }
  | { status: 'ready'; settings: Settings; countries: Countries };

/** The start screen: settings and countries from the API. The full app replaces it (next issue). */
export function App() {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    Promise.all([callApi(settingsCall, {}), callApi(countriesCall, {})])
      .then(([settings, countries]) => !cancelled && setState({ status: 'ready', settings, countries }))
      .catch(
        (error: unknown) =>
          !cancelled && setState({ status: 'error', code: error instanceof HttpError ? error.status : 0 }),
      );
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  if (state.status === 'loading') {
    return <div className="loader" role="status" aria-label="Загрузка" />;
  }
  if (state.status === 'error') {
    return (
      <main className="error" role="alert">
        <p>{translate({ [HTTP_ERROR_KEY]: 'Ошибка HTTP: %s' }, HTTP_ERROR_KEY, state.code)}</p>
        <button type="button" onClick={() => (setState({ status: 'loading' }), setAttempt((n) => n + 1))}>
          Повторить
        </button>
      </main>
    );
  }

  const { settings, countries } = state;
  const t = (key: string, ...args: (string | number)[]) => translate(settings.translations, key, ...args);
  document.title = settings.settings.sitename;

  return (
    <>
      <header className="header">
        <a className="logo" href="/">
          <img src={settings.settings.logo} alt={settings.settings.sitename} height={40} />
        </a>
        <nav aria-label={t('Menu')}>
          {settings.top_menu
            .filter((item) => item.top_status)
            .map((item) => (
              <a key={item.id} href={item.url}>
                {item.label}
              </a>
            ))}
        </nav>
        <a className="phone" href={settings.settings.phone_link}>
          {settings.settings.phone}
        </a>
      </header>
      <main className="main">
        <h1>{settings.settings.sitename}</h1>
        <h2>{t('PopularCountries')}</h2>
        <ul className="countries">
          {countries.popular.map((country) => (
            <li key={country.id}>
              <a href={`/country/${country.link_sef}`}>{country.text}</a>
            </li>
          ))}
        </ul>
        <p className="course">
          1 € = {formatNumber(settings.settings.rubleCourse, settings.settings.appLanguage)} ₽
        </p>
      </main>
      <footer className="footer">
        <span>
          © {settings.settings.sitename}, 2005–{new Date().getFullYear()}
        </span>
        <a href={`mailto:${settings.settings.email}`}>{settings.settings.email}</a>
      </footer>
    </>
  );
}
