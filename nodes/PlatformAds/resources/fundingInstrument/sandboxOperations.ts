import type { ResourceDescription } from '../../../shared/descriptions/resource';
import type { INodePropertyOptions } from 'n8n-workflow';

/**
 * A resource whose sandbox-only operations are offered only when Environment is Sandbox: two
 * Operation dropdowns, every operation with Sandbox, the others with Production. The one with
 * every operation comes first, so whatever reads "the" dropdown of the resource sees them all.
 */
export function sandboxOnlyOperations(
	description: ResourceDescription,
	sandboxOnly: readonly string[],
): ResourceDescription {
	const { operations } = description;
	const show = operations.displayOptions?.show ?? {};
	return {
		...description,
		operations: { ...operations, displayOptions: { show: { ...show, environment: ['sandbox'] } } },
		fields: [
			{
				...operations,
				options: (operations.options as INodePropertyOptions[]).filter(
					(option) => !sandboxOnly.includes(String(option.value)),
				),
				displayOptions: { show: { ...show, environment: ['production'] } },
			},
			...description.fields,
		],
	};
}
