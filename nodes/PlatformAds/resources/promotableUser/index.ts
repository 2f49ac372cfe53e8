import { accountRecordsResource } from '../../../shared/ads/accountRecordsResource';
import { promotableUserLocator } from '../../shared/promotableUserLocator';
import { getOperation } from './get.operation';
import { getManyOperation } from './getMany.operation';
import { RECORD } from './record';

export const promotableUserResource = accountRecordsResource(
	'promotableUser',
	[getOperation, getManyOperation],
	(show) =>
		promotableUserLocator(show, {
			name: RECORD.parameter,
			displayName: 'Promotable User',
			description: 'A user whose posts the account may promote',
			by: 'record',
		}),
	['get'],
);
