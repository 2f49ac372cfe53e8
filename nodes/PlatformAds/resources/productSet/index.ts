import { describeResource } from '../../../shared/descriptions/resource';
import { createOperation } from './create.operation';
import { getOperation } from './get.operation';

const productSetResource = describeResource('productSet', 'get', [createOperation, getOperation]);

export const productSetOperations = productSetResource.operations;

export const productSetFields = productSetResource.fields;
