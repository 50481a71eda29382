import { type AnswerOf, type Calls } from '@storefront/contract';
import { backOfficePaths } from '@/config/back-office-paths';
import { callApi } from '@/lib/api-client';
import { listQueryOptions } from '@/lib/back-office/list-query';
import { type AddressState, listAddress, page } from '@/lib/back-office/list-state';
import { CONTENT_KEY } from './content-common';

export type ContentFaqsAnswer = AnswerOf<Calls['adminContentFaqs']>['faqs'];

/** `/admin/content/faq?page=N`. */
export const contentFaqsAddress = listAddress(backOfficePaths.adminContentFaq, { page });

export const getContentFaqsQueryOptions = (state: AddressState<typeof contentFaqsAddress>, lang: string) =>
  listQueryOptions(
    [...CONTENT_KEY, 'faqs'],
    { ...state, lang },
    (signal) =>
      callApi('adminContentFaqs', { lang }, { page: state.page }, signal).then((answer) => answer.faqs),
    0,
  );
