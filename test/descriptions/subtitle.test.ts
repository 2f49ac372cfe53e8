import { Workflow, type INodeType, type INodeTypes } from 'n8n-workflow';

import { PlatformAds } from '../../nodes/PlatformAds/PlatformAds.node';
import { PlatformCore } from '../../nodes/PlatformCore/PlatformCore.node';

/** The canvas subtitle as n8n's expression engine evaluates it for a node's parameters. */
function subtitle(type: INodeType, resource: string, operation: string): unknown {
	const node = {
		id: '1',
		name: 'Node',
		type: `n8n-nodes-platform.${type.description.name}`,
		typeVersion: 1,
		position: [0, 0] as [number, number],
		parameters: { resource, operation },
	};
	const nodeTypes = {
		getByName: () => type,
		getByNameAndVersion: () => type,
		getKnownTypes: () => ({}),
	} as unknown as INodeTypes;
	const workflow = new Workflow({ nodes: [node], connections: {}, active: false, nodeTypes });
	return workflow.expression.getSimpleParameterValue(
		node,
		type.description.subtitle!,
		'manual',
		{},
	);
}

test.each([
	['user', 'getById', 'Get by ID: User', new PlatformCore()],
	['post', 'searchRecent', 'Search Recent: Post', new PlatformCore()],
	['lineItem', 'update', 'Update: Line Item', new PlatformAds()],
	['customAudienceUser', 'add', 'Add or Update: Custom Audience User', new PlatformAds()],
])('the canvas subtitle of %s > %s reads "%s"', (resource, operation, expected, type) => {
	expect(subtitle(type, resource, operation)).toBe(expected);
});
