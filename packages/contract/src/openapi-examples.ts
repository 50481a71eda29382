import type { AnswerOf } from './calls/define.js';
import type { Calls } from './registry.js';
import type { CallName } from './routes.js';

/**
 * Answers shown beside a few calls in the API's description (openapi.ts): small, made up, and each
 * a valid answer of its call (the contract's tests parse every one with the call's answer schema).
 */
export const answerExamples: { [N in CallName]?: AnswerOf<Calls[N]> } = {
  humanCheckChallenge: {
    algorithm: 'SHA-256',
    challenge: '4f1c7a2e9b3d5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8',
    maxnumber: 100_000,
    salt: '2c9f0e6a41b8d375?expires=1767225600&',
    signature: '9a8b7c6d5e4f30211f2e3d4c5b6a79880f1e2d3c4b5a69788796a5b4c3d2e1f0',
  },
  countries: {
    countries: [
      {
        id: 1,
        text: 'Russia',
        code: 'RU',
        link_sef: 'russia',
        online: true,
        popular: true,
        description: 'Extracts from the Unified State Register of Legal Entities (EGRUL).',
        register_name: 'EGRUL',
      },
    ],
    popular: [],
    curCountry: null,
  },
  faqs: {
    faqs: [
      { id: 1, question: 'How soon is a document ready?', answer: '<p>Within the working days shown.</p>' },
    ],
  },
  listCart: { cart: [] },
  register: { success: true, user: null },
  validateResetToken: { success: true },
  logout: { success: true },
  adminMe: { id: 1, email: 'admin@example.com', first_name: 'Anna', role: 'admin' },
};
