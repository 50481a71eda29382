import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsultCta } from '@/features/consult/components/consult-cta';
import { userFixture } from '@/testing/account';
import { mockFormApi, renderForm, submittedCalls } from '@/testing/forms';
import { MainLayout } from './main-layout';

const routes: RouteObject[] = [
  {
    element: <MainLayout />,
    children: [
      {
        index: true,
        element: (
          <div className="container">
            <h1>Главная</h1>
            <ConsultCta />
          </div>
        ),
      },
    ],
  },
];

const dialogTitle = 'Бесплатная консультация прямо сейчас';

describe('the contact form popup', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens from the footer’s write-a-message button, sends, says so, and gives focus back on close', async () => {
    const fetchMock = mockFormApi(() => Response.json({ success: true }));
    const user = userEvent.setup();
    renderForm(routes);
    const footer = screen.getByRole('contentinfo');
    const write = within(footer).getByRole('button', { name: 'Написать нам' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(write);
    const dialog = await screen.findByRole('dialog', { name: dialogTitle });
    expect(dialog).toHaveAccessibleDescription(
      'Оставьте контакты — специалист перезвонит в течение 15 минут в рабочее время',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /^Имя/ })).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(within(dialog).getByRole('textbox', { name: /^Имя/ }), 'Анна');
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'anna@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: /^Компания/ }), 'ООО Ромашка');
    await user.click(within(dialog).getByRole('button', { name: 'Отправить' }));

    // The form's status says "sending" first: wait for the final words, not the first status.
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent('Отправлено! Мы скоро свяжемся с вами'),
    );
    expect(submittedCalls(fetchMock).map((call) => call.path)).toEqual(['/api/consult']);

    await user.click(within(dialog).getAllByRole('button', { name: 'Закрыть' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(write).toHaveFocus();
  });

  it('opens from a page’s call to action, and closes on Esc', async () => {
    mockFormApi(() => Response.json({ success: true }));
    const user = userEvent.setup();
    renderForm(routes);
    const main = screen.getByRole('main');
    expect(
      within(main).getByRole('heading', { name: 'Не знаете, какой документ нужен?' }),
    ).toBeInTheDocument();
    const cta = within(main).getByRole('button', { name: 'Получить консультацию' });
    await user.click(cta);
    const dialog = await screen.findByRole('dialog', { name: dialogTitle });
    expect(within(dialog).getByRole('textbox', { name: /^Имя/ })).toHaveValue('');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cta).toHaveFocus();
  });

  it('is prefilled for a signed-in user', async () => {
    mockFormApi(() => Response.json({ success: true }));
    const user = userEvent.setup();
    renderForm(routes, {
      user: {
        id: 3,
        clientID: null,
        first_name: 'Иван',
        email: 'ivan@example.com',
        phone: '+7 (912) 345-67-89',
        phoneMask: { iso_code_2: 'RU', mask: '7 (###) ###-##-##' },
        telegram: null,
        country: null,
        region: null,
        city: null,
        address: null,
        act_type: null,
        contact_name: null,
        contact_phone: null,
        contact_phoneMask: null,
        contact_index: null,
        boughts: 2,
        def_your_name: null,
        def_your_inn: null,
      },
    });
    await user.click(within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Написать нам' }));
    const dialog = await screen.findByRole('dialog', { name: dialogTitle });
    expect(within(dialog).getByRole('textbox', { name: /^Имя/ })).toHaveValue('Иван');
    expect(within(dialog).getByRole('textbox', { name: 'E-mail' })).toHaveValue('ivan@example.com');
    expect(within(dialog).getByRole('textbox', { name: /^Телефон/ })).toHaveValue('+7 (912) 345-67-89');
  });
});

describe("the header's back-office link", () => {
  afterEach(() => vi.unstubAllGlobals());
  const texts = {
    Account: 'Личный кабинет',
    BackOffice: 'Бэк-офис',
    OpenMenu: 'Открыть меню',
    Profile: 'Профиль',
  };

  it('is in the profile menu and the side menu of a manager', async () => {
    mockFormApi(() => Response.json({ success: true }));
    const user = userEvent.setup();
    renderForm(routes, { texts, user: userFixture({ staff: true }) });
    await user.click(screen.getByRole('button', { name: /^Личный кабинет/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem')[0]).toHaveTextContent('Бэк-офис');
    expect(within(menu).getByRole('menuitem', { name: 'Бэк-офис' })).toHaveAttribute('href', '/admin');
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Открыть меню' }));
    const side = await screen.findByRole('dialog');
    expect(within(side).getByRole('link', { name: 'Бэк-офис' })).toHaveAttribute('href', '/admin');
  });

  it('is not offered to a customer', async () => {
    mockFormApi(() => Response.json({ success: true }));
    const user = userEvent.setup();
    renderForm(routes, { texts, user: userFixture() });
    await user.click(screen.getByRole('button', { name: /^Личный кабинет/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Профиль' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Бэк-офис' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Открыть меню' }));
    const side = await screen.findByRole('dialog');
    expect(within(side).getByRole('link', { name: 'Личный кабинет' })).toBeInTheDocument();
    expect(within(side).queryByRole('link', { name: 'Бэк-офис' })).not.toBeInTheDocument();
  });
});
