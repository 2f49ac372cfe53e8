import type {
	INodeProperties,
	INodePropertyCollection,
	INodePropertyOptions,
	INodeTypeDescription,
} from 'n8n-workflow';

import { PlatformAds } from '../../nodes/PlatformAds/PlatformAds.node';
import { PlatformAdsMeasurement } from '../../nodes/PlatformAdsMeasurement/PlatformAdsMeasurement.node';
import { PlatformCore } from '../../nodes/PlatformCore/PlatformCore.node';
import type { FieldCheck } from '../../nodes/shared/validation';

/**
 * An error names a field as the panel labels it: for every check of validateParameters reachable
 * from the three action nodes' descriptions (an operation's preSend or a field's), the field name
 * of the check is the display name of the property at its parameter path, among the properties
 * the panel shows for that operation.
 */
type Property = INodeProperties | INodePropertyCollection | INodePropertyOptions;
type Checked = { checks?: FieldCheck[] };

interface Found {
	operation: string;
	parameter: string;
	field: string;
	labels: string[];
}

const shownFor = (property: INodeProperties, resource: string, operation: string) => {
	const show = property.displayOptions?.show ?? {};
	return (
		(!show.resource || show.resource.includes(resource)) &&
		(!show.operation || show.operation.includes(operation))
	);
};

/** preSend functions of a property and of everything nested in it. */
function preSendsOf(property: Property): Checked[] {
	const own = ('routing' in property ? property.routing?.send?.preSend : undefined) ?? [];
	const nested = ('options' in property ? property.options : undefined) ?? [];
	const values = ('values' in property ? property.values : undefined) ?? [];
	return [
		...(own as Checked[]),
		...[...nested, ...values].flatMap((child) => preSendsOf(child as Property)),
	];
}

/** The properties a parameter path names (`updateFields.name`), from the shown top level down. */
function propertiesAt(top: INodeProperties[], path: string): Property[] {
	let level: Property[] = top;
	for (const name of path.split('.')) {
		const matching = level.filter((property) => property.name === name);
		const next: Property[] = matching;
		if (name === path.split('.').at(-1)) return next;
		level = next.flatMap((property) => [
			...((('options' in property ? property.options : undefined) ?? []) as Property[]),
			...((('values' in property ? property.values : undefined) ?? []) as Property[]),
		]);
		// A fixed collection's group holds the fields: look through it.
		level = level.flatMap((property) =>
			'values' in property && property.values ? [property, ...property.values] : [property],
		);
	}
	return [];
}

function checksOf(description: INodeTypeDescription, node: string): Found[] {
	const properties = description.properties;
	const operationLists = properties.filter((property) => property.name === 'operation');
	return operationLists.flatMap((list) =>
		(list.displayOptions?.show?.resource ?? []).flatMap((resourceValue) =>
			((list.options ?? []) as INodePropertyOptions[]).flatMap((option) => {
				const resource = String(resourceValue);
				const operation = String(option.value);
				const shown = properties.filter((property) => shownFor(property, resource, operation));
				const preSends = [
					...((option.routing?.send?.preSend ?? []) as Checked[]),
					// The operation list's options are every operation's: only this one's counts.
					...shown.filter((property) => property.name !== 'operation').flatMap(preSendsOf),
				];
				return preSends.flatMap((preSend) =>
					(preSend.checks ?? []).map((check) => ({
						operation: `${node} ${resource}.${operation}`,
						parameter: check.parameter,
						field: check.field,
						labels: propertiesAt(shown, check.parameter).map(
							(property) => (property as { displayName: string }).displayName,
						),
					})),
				);
			}),
		),
	);
}

const found = [
	...checksOf(new PlatformCore().description, 'core'),
	...checksOf(new PlatformAds().description, 'ads'),
	...checksOf(new PlatformAdsMeasurement().description, 'measurement'),
];

test('the descriptions hold many checks to compare', () => {
	// 131 when written: far fewer means the walk lost its way, not that checks went away.
	expect(found.length).toBeGreaterThan(120);
});

test('each action node holds checks to compare', () => {
	for (const node of ['core', 'ads', 'measurement'])
		expect(found.filter((check) => check.operation.startsWith(`${node} `)).length).toBeGreaterThan(
			5,
		);
});

test('every check names its field as the panel labels it', () => {
	const wrong = found
		.filter((check) => !check.labels.includes(check.field))
		.map(
			(check) =>
				`${check.operation} ${check.parameter}: "${check.field}", the panel shows ${
					check.labels.length > 0
						? check.labels.map((label) => `"${label}"`).join(' or ')
						: 'no such field'
				}`,
		);
	expect([...new Set(wrong)]).toEqual([]);
});
