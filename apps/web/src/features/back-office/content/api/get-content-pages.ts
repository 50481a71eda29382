import { type AnswerOf, type Calls } from '@storefront/contract';
import { backOfficePaths } from '@/config/back-office-paths';
import { callApi } from '@/lib/api-client';
import { listQueryOptions } from '@/lib/back-office/list-query';
import { type AddressState, listAddress, page } from '@/lib/back-office/list-state';
import { CONTENT_KEY } from './content-common';

export type ContentPagesAnswer = AnswerOf<Calls['adminContentPages']>['pages'];

/** `/admin/content/pages?page=N`. */
export const contentPagesAddress = listAddress(backOfficePaths.adminContentPages, { page });

export const getContentPagesQueryOptions = (state: AddressState<typeof contentPagesAddress>, lang: string) =>
  listQueryOptions(
    [...CONTENT_KEY, 'pages'],
    { ...state, lang },
    (signal) =>
      callApi('adminContentPages', { lang }, { page: state.page }, signal).then((answer) => answer.pages),
    0,
  );
