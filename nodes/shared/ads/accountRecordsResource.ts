import type { INodeProperties } from 'n8n-workflow';

import {
	describeResource,
	type Operation,
	type ResourceDescription,
} from '../descriptions/resource';
import { accountLocator } from './accountLocator';
import { envelopeProperty } from './envelope';

type Show = Record<string, string[]>;

/**
 * An ads resource whose operations all work in one ads account, Get Many the default: the account
 * picker on every operation, the record picker (`recordPicker`, told where to show) on
 * `recordOperations`, and Output on every operation but Get Many, whose records always become
 * items.
 */
export function accountRecordsResource(
	resource: string,
	operations: Operation[],
	recordPicker: (show: Show) => INodeProperties,
	recordOperations: string[],
): ResourceDescription {
	const values = operations.map(({ value }) => value);
	const show = (operation: string[]): Show => ({ resource: [resource], operation });
	return describeResource(resource, 'getAll', operations, {
		before: [accountLocator(show(values)), recordPicker(show(recordOperations))],
		after: [envelopeProperty(show(values.filter((value) => value !== 'getAll')))],
	});
}
