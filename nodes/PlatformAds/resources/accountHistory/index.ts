import type { INodeProperties } from 'n8n-workflow';

import { operationList } from '../../../shared/descriptions/operationList';
import { getManyFields, getManyOperation } from './getMany.operation';

export const accountHistoryOperations = operationList('accountHistory', 'getAll', [
	getManyOperation,
]);

export const accountHistoryFields: INodeProperties[] = [...getManyFields];
