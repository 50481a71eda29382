import { DEFAULT_LANGUAGE } from '@storefront/contract';

/** A rendered mail, ready for the outbox. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Which template made it, for the outbox listing and logs. */
  template: string;
  language: string;
  /** Where the recipient's answer goes (the visitor who wrote in). */
  replyTo?: string;
  /** Files rendered when the mail is sent, by a renderer registered for their kind. */
  attachments?: MailAttachmentRef[];
}

/** A file a mail carries, named by reference: `{ kind: 'invoice', id: 42, language: 'ru-RU' }`. */
export interface MailAttachmentRef {
  kind: string;
  id: number;
  language: string;
}

export type MailLanguage = 'ru-RU' | 'en-US';

export function mailLanguage(language: string): MailLanguage {
  return language.toLowerCase().startsWith('en') ? 'en-US' : 'ru-RU';
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** Subjects are one line: a visitor's line breaks must not reach a header. */
export function oneLine(value: string): string {
  return value.replace(/[\r\n\t\u2028\u2029]+/g, ' ').trim();
}

/** Mail times are the shop's (Moscow), with the offset written out ('GMT+3'). */
const SHOP_TIME_ZONE = 'Europe/Moscow';

function formatTime(at: Date, language: MailLanguage): string {
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone: SHOP_TIME_ZONE,
  }).format(at);
}

/** A table of label/value rows as plain text and as HTML, every value escaped. */
function renderFields(title: string, rows: [label: string, value: string][], footer: string) {
  const width = Math.max(...rows.map(([label]) => label.length));
  const text = [
    title,
    '',
    ...rows.map(([label, value]) => `${`${label}:`.padEnd(width + 2)}${value}`),
    '',
    footer,
  ]
    .join('\n')
    .concat('\n');
  const htmlRows = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html =
    `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:14px;color:#1a1a1a">` +
    `<h1 style="font-size:18px">${escapeHtml(title)}</h1>` +
    `<table cellspacing="0" cellpadding="0">${htmlRows}</table>` +
    `<p style="color:#666">${escapeHtml(footer)}</p></body></html>`;
  return { text, html };
}

export interface ConsultRequestMailData {
  id: number;
  name: string;
  email: string | undefined;
  phone: string | undefined;
  company: string;
  /** The language the visitor used. */
  language: string;
  at: Date;
}

const consultTexts = {
  'ru-RU': {
    subject: (data: ConsultRequestMailData) => `Заявка на консультацию: ${data.name}, ${data.company}`,
    title: 'Новая заявка на бесплатную консультацию',
    name: 'Имя',
    email: 'E-mail',
    phone: 'Телефон',
    company: 'Компания',
    language: 'Язык',
    time: 'Время',
    number: 'Номер заявки',
    none: 'не указан',
    footer: 'Письмо отправлено автоматически с сайта; ответ уйдёт на адрес посетителя, если он его указал.',
  },
  'en-US': {
    subject: (data: ConsultRequestMailData) => `Consultation request: ${data.name}, ${data.company}`,
    title: 'New request for a free consultation',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    company: 'Company',
    language: 'Language',
    time: 'Time',
    number: 'Request number',
    none: 'not given',
    footer: 'Sent automatically by the website; a reply goes to the visitor’s address when they gave one.',
  },
} as const;

/**
 * The manager's notice of a consultation request, written in the visitor's language: the
 * manager then knows at a glance which language to answer in.
 */
export function consultRequestMail(to: string, data: ConsultRequestMailData): MailMessage {
  const language = mailLanguage(data.language || DEFAULT_LANGUAGE);
  const t = consultTexts[language];
  const { text, html } = renderFields(
    t.title,
    [
      [t.name, data.name],
      [t.email, data.email ?? t.none],
      [t.phone, data.phone ?? t.none],
      [t.company, data.company],
      [t.language, data.language],
      [t.time, formatTime(data.at, language)],
      [t.number, String(data.id)],
    ],
    t.footer,
  );
  return {
    to,
    subject: oneLine(t.subject(data)),
    text,
    html,
    template: 'consult-request',
    language,
    ...(data.email ? { replyTo: data.email } : {}),
  };
}

export interface PasswordResetMailData {
  /** The page that sets the new password, token included. */
  link: string;
  sitename: string;
  /** The customer's language: its text comes first, the other one follows. */
  language: string;
}

const passwordResetTexts = {
  'ru-RU': {
    subject: 'Смена пароля',
    intro: 'Вы (или кто-то другой) запросили смену пароля на сайте',
    action: 'Чтобы задать новый пароль, откройте ссылку в течение часа; она действует один раз:',
    ignore: 'Если вы не запрашивали смену пароля, просто удалите это письмо: пароль останется прежним.',
  },
  'en-US': {
    subject: 'Password reset',
    intro: 'You (or someone else) asked to reset the password on',
    action: 'To set a new password, open this link within an hour; it works once:',
    ignore: 'If you did not ask for it, just delete this mail: your password stays as it is.',
  },
} as const;

/**
 * The password-reset link, in both languages (the customer's first): the request carries no
 * language, and the mail must be readable whichever one the customer reads.
 */
export function passwordResetMail(to: string, data: PasswordResetMailData): MailMessage {
  const first = mailLanguage(data.language || DEFAULT_LANGUAGE);
  const order: MailLanguage[] = first === 'ru-RU' ? ['ru-RU', 'en-US'] : ['en-US', 'ru-RU'];
  const sections = order.map((language) => passwordResetTexts[language]);
  const text = sections
    .map((t) => [`${t.intro} ${data.sitename}.`, '', t.action, data.link, '', t.ignore].join('\n'))
    .join('\n\n---\n\n')
    .concat('\n');
  const link = escapeHtml(data.link);
  const html =
    `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:14px;color:#1a1a1a">` +
    sections
      .map(
        (t) =>
          `<p>${escapeHtml(`${t.intro} ${data.sitename}.`)}</p><p>${escapeHtml(t.action)}<br>` +
          `<a href="${link}">${link}</a></p><p style="color:#666">${escapeHtml(t.ignore)}</p>`,
      )
      .join('<hr>') +
    `</body></html>`;
  return {
    to,
    subject: oneLine(`${sections.map((t) => t.subject).join(' / ')}: ${data.sitename}`),
    text,
    html,
    template: 'password-reset',
    language: first,
  };
}

/** One language's part of a mail of links: a greeting line, each step with its link, a closing note. */
interface LinksMailSection {
  subject: string;
  intro: string;
  steps: { text: string; link: string }[];
  ignore: string;
}

/** A mail of links in both languages (the customer's first), as text and as HTML, every value escaped. */
function linksMail(
  to: string,
  template: string,
  data: { sitename: string; language: string },
  sectionOf: (language: MailLanguage) => LinksMailSection,
): MailMessage {
  const first = mailLanguage(data.language || DEFAULT_LANGUAGE);
  const order: MailLanguage[] = first === 'ru-RU' ? ['ru-RU', 'en-US'] : ['en-US', 'ru-RU'];
  const sections = order.map(sectionOf);
  const text = sections
    .map((t) =>
      [
        `${t.intro} ${data.sitename}.`,
        ...t.steps.flatMap((step) => ['', step.text, step.link]),
        '',
        t.ignore,
      ].join('\n'),
    )
    .join('\n\n---\n\n')
    .concat('\n');
  const html =
    `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:14px;color:#1a1a1a">` +
    sections
      .map(
        (t) =>
          `<p>${escapeHtml(`${t.intro} ${data.sitename}.`)}</p>` +
          t.steps
            .map((step) => {
              const link = escapeHtml(step.link);
              return `<p>${escapeHtml(step.text)}<br><a href="${link}">${link}</a></p>`;
            })
            .join('') +
          `<p style="color:#666">${escapeHtml(t.ignore)}</p>`,
      )
      .join('<hr>') +
    `</body></html>`;
  return {
    to,
    subject: oneLine(`${sections.map((t) => t.subject).join(' / ')}: ${data.sitename}`),
    text,
    html,
    template,
    language: first,
  };
}

export interface RegistrationConfirmMailData {
  /** The page that confirms the e-mail and signs in, token included. */
  link: string;
  sitename: string;
  language: string;
}

const registrationConfirmTexts = {
  'ru-RU': {
    subject: 'Подтверждение регистрации',
    intro: 'Вы (или кто-то другой) зарегистрировались с этим e-mail на сайте',
    action: 'Чтобы подтвердить e-mail и войти, откройте ссылку в течение суток; она действует один раз:',
    ignore:
      'Если вы не регистрировались, просто удалите это письмо: без подтверждения учётная запись не заработает.',
  },
  'en-US': {
    subject: 'Confirm your registration',
    intro: 'You (or someone else) signed up with this e-mail on',
    action: 'To confirm the e-mail and log in, open this link within 24 hours; it works once:',
    ignore:
      'If you did not sign up, just delete this mail: the account does not work without the confirmation.',
  },
} as const;

/** The link that confirms a new registration's e-mail, in both languages. */
export function registrationConfirmMail(to: string, data: RegistrationConfirmMailData): MailMessage {
  return linksMail(to, 'registration-confirm', data, (language) => {
    const t = registrationConfirmTexts[language];
    return { ...t, steps: [{ text: t.action, link: data.link }] };
  });
}

export interface AccountExistsMailData {
  loginLink: string;
  resetLink: string;
  sitename: string;
  language: string;
}

const accountExistsTexts = {
  'ru-RU': {
    subject: 'У вас уже есть учётная запись',
    intro: 'Кто-то (возможно, вы) пытался зарегистрироваться с этим e-mail на сайте',
    login: 'Но у вас уже есть учётная запись. Войти можно здесь:',
    reset: 'Если вы не помните пароль, задайте новый здесь:',
    ignore: 'Если это были не вы, ничего делать не нужно: ваша учётная запись не изменилась.',
  },
  'en-US': {
    subject: 'You already have an account',
    intro: 'Someone (perhaps you) tried to sign up with this e-mail on',
    login: 'You already have an account. Log in here:',
    reset: 'If you forgot the password, set a new one here:',
    ignore: 'If it was not you, there is nothing to do: your account has not changed.',
  },
} as const;

/**
 * What a registration with an e-mail that already has an account mails its owner instead of an
 * error to the caller: how to log in, or reset the password.
 */
export function accountExistsMail(to: string, data: AccountExistsMailData): MailMessage {
  return linksMail(to, 'account-exists', data, (language) => {
    const t = accountExistsTexts[language];
    return {
      ...t,
      steps: [
        { text: t.login, link: data.loginLink },
        { text: t.reset, link: data.resetLink },
      ],
    };
  });
}

export interface EmailChangedMailData {
  /** The account's new login e-mail. */
  newEmail: string;
  sitename: string;
  /** The customer's language: its text comes first, the other one follows. */
  language: string;
  at: Date;
}

const emailChangedTexts = {
  'ru-RU': {
    subject: 'E-mail для входа изменён',
    changed: (sitename: string, email: string, at: string) =>
      `${at} e-mail для входа в ваш аккаунт на сайте ${sitename} был изменён на ${email}. Письма и ссылки для смены пароля теперь приходят на новый адрес.`,
    ended: 'Все остальные сеансы входа в аккаунт завершены.',
    notYou:
      'Если это сделали не вы, ваш аккаунт мог быть захвачен: как можно скорее напишите в поддержку магазина с этого адреса (контакты есть на сайте), и мы вернём вам доступ.',
  },
  'en-US': {
    subject: 'Your login e-mail was changed',
    changed: (sitename: string, email: string, at: string) =>
      `On ${at} the login e-mail of your account on ${sitename} was changed to ${email}. Mails and password-reset links now go to the new address.`,
    ended: 'Every other signed-in session of the account has been ended.',
    notYou:
      'If it was not you, someone may have taken over your account: write to the shop’s support from this address as soon as possible (the contacts are on the website), and we will give you your access back.',
  },
} as const;

/**
 * The notice to the OLD address that the login e-mail moved: the owner of a taken-over
 * account hears of it where the thief can no longer delete it. Both languages, the customer's first.
 */
export function emailChangedMail(to: string, data: EmailChangedMailData): MailMessage {
  const first = mailLanguage(data.language || DEFAULT_LANGUAGE);
  const order: MailLanguage[] = first === 'ru-RU' ? ['ru-RU', 'en-US'] : ['en-US', 'ru-RU'];
  const sections = order.map((language) => ({
    t: emailChangedTexts[language],
    changed: emailChangedTexts[language].changed(data.sitename, data.newEmail, formatTime(data.at, language)),
  }));
  const text = sections
    .map(({ t, changed }) => [changed, '', t.ended, '', t.notYou].join('\n'))
    .join('\n\n---\n\n')
    .concat('\n');
  const html =
    `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:14px;color:#1a1a1a">` +
    sections
      .map(
        ({ t, changed }) =>
          `<p>${escapeHtml(changed)}</p><p>${escapeHtml(t.ended)}</p>` +
          `<p><strong>${escapeHtml(t.notYou)}</strong></p>`,
      )
      .join('<hr>') +
    `</body></html>`;
  return {
    to,
    subject: oneLine(`${sections.map(({ t }) => t.subject).join(' / ')}: ${data.sitename}`),
    text,
    html,
    template: 'email-changed',
    language: first,
  };
}

export interface StaffInviteMailData {
  /** The page that sets the first password, token included. */
  link: string;
  sitename: string;
  /** The role given, in the mail's words. */
  role: 'manager' | 'admin';
  language: string;
}

const staffInviteTexts = {
  'ru-RU': {
    subject: 'Доступ к бэк-офису',
    intro: 'Для вас создана учётная запись сотрудника в бэк-офисе сайта',
    roles: { manager: 'Роль: менеджер.', admin: 'Роль: администратор.' },
    action: 'Чтобы задать пароль, откройте ссылку в течение недели; она действует один раз:',
    ignore: 'Если вы не ждали этого письма, просто удалите его: без пароля войти нельзя.',
  },
  'en-US': {
    subject: 'Back-office access',
    intro: 'A staff account has been made for you in the back office of',
    roles: { manager: 'Role: manager.', admin: 'Role: administrator.' },
    action: 'To set your password, open this link within a week; it works once:',
    ignore: 'If you did not expect this mail, just delete it: nobody can sign in without the password.',
  },
} as const;

/** A new manager's or administrator's link to set the first password, in both languages. */
export function staffInviteMail(to: string, data: StaffInviteMailData): MailMessage {
  return linksMail(to, 'staff-invite', data, (language) => {
    const t = staffInviteTexts[language];
    return {
      subject: t.subject,
      intro: t.intro,
      steps: [{ text: `${t.roles[data.role]} ${t.action}`, link: data.link }],
      ignore: t.ignore,
    };
  });
}
