import { ACCOUNT_PARAMETER } from '../../descriptions/accountLocator';

export const RESOURCE = 'curatedCategory';
export const accountId = { parameter: ACCOUNT_PARAMETER, field: 'Account' };
