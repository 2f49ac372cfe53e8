import { collection } from '../../nodes/shared/descriptions/properties';
import { fieldListProperty } from '../../nodes/shared/fields/fieldList';
import {
	describeItem,
	Sendable,
	referenceCoverage,
	type EndpointCoverage,
	type ItemKind,
	type ReferenceItem,
} from './referenceCoverage';

/**
 * Every query parameter, body property (one nested level) and list value the reference
 * description lists for an endpoint the Platform node calls can be sent by the node. The counts
 * are printed so a change can quote them.
 */
const { endpoints, unknown } = referenceCoverage();

const ofKind = (kind: ItemKind, items: ReferenceItem[]) =>
	items.filter((item) => item.kind === kind).length;

function counts(kind: ItemKind) {
	const sum = (pick: (one: EndpointCoverage) => ReferenceItem[]) =>
		endpoints.reduce((total, one) => total + ofKind(kind, pick(one)), 0);
	const all = sum((one) => one.items);
	const excused = sum((one) => one.excused);
	const missing = sum((one) => one.missing);
	return { all, excused, sendable: all - excused - missing };
}

test('the coverage is measured on the endpoints the node calls', () => {
	expect(endpoints.length).toBeGreaterThan(130);
	const lines = (['query', 'body', 'value'] as ItemKind[]).map((kind) => {
		const { all, excused, sendable } = counts(kind);
		return `${kind}: ${sendable} of ${all} sent (${((100 * sendable) / all).toFixed(1)}%), ${excused} excused`;
	});
	process.stdout.write(`Reference coverage of the Platform node\n${lines.join('\n')}\n`);
	process.stdout.write(`Not in the reference: ${unknown.join('; ')}\n`);
});

test('the node can send every parameter, property and list value of the reference', () => {
	const missing = endpoints
		.filter((one) => one.missing.length > 0)
		.map(
			(one) =>
				`${one.label} (${one.method} ${one.path}): ${one.missing.map(describeItem).join(', ')}`,
		);
	expect(missing).toEqual([]);
});

test('what the node can send is read from field routing, nested collections and declarations', () => {
	const sendable = new Sendable();
	const item = (kind: ItemKind, name: string, value?: string): ReferenceItem => ({
		kind,
		name,
		value,
	});
	expect(sendable.can(item('query', 'user.fields'))).toBe(false);
	sendable.addField(
		collection('Options', 'options', 'Add Option', [
			fieldListProperty('User Fields', 'userFields', 'user.fields', ['parody'], 'Fields'),
			{
				displayName: 'Folder ID',
				name: 'folderId',
				type: 'string',
				default: '',
				routing: { send: { type: 'body', property: 'folder.id' } },
			},
		]),
	);
	sendable.add('body', 'add[0].tag');
	expect(sendable.can(item('query', 'user.fields'))).toBe(true);
	expect(sendable.can(item('value', 'user.fields', 'parody'))).toBe(true);
	expect(sendable.can(item('value', 'user.fields', 'withheld'))).toBe(false);
	expect(sendable.can(item('body', 'folder'))).toBe(true);
	expect(sendable.can(item('body', 'folder.id'))).toBe(true);
	expect(sendable.can(item('body', 'add.tag'))).toBe(true);
	expect(sendable.can(item('body', 'folder_id'))).toBe(false);
});
