import type { INodeProperties } from 'n8n-workflow';

import { operationsOf } from '../../helpers/resourceOperations';
import { getManyFields, getManyOperation, RESOURCE } from './getMany.operation';

export const accountHistoryOperations = operationsOf(RESOURCE, [getManyOperation], 'getAll');

export const accountHistoryFields: INodeProperties[] = [...getManyFields];
