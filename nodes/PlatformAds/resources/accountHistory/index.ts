import type { INodeProperties } from 'n8n-workflow';

import { operationList } from '../../../shared/descriptions/operationList';
import { getManyFields, getManyOperation, RESOURCE } from './getMany.operation';

export const accountHistoryOperations = operationList(RESOURCE, 'getAll', [getManyOperation]);

export const accountHistoryFields: INodeProperties[] = [...getManyFields];
