import { ExecutionLifecycleHooks, WorkflowExecute } from 'n8n-core';
import {
	ICredentialsHelper,
	Workflow,
	type ICredentialDataDecryptedObject,
	type ICredentialType,
	type IDataObject,
	type IHttpRequestHelper,
	type IHttpRequestOptions,
	type INode,
	type INodeExecutionData,
	type INodeType,
	type INodeTypes,
	type IRun,
	type IRunExecutionData,
	type IWorkflowExecuteAdditionalData,
} from 'n8n-workflow';

import { PlatformAppOnlyApi } from '../../credentials/PlatformAppOnlyApi.credentials';
import { PlatformBearerTokenApi } from '../../credentials/PlatformBearerTokenApi.credentials';
import { PlatformOAuth1Api } from '../../credentials/PlatformOAuth1Api.credentials';
import { PlatformAds } from '../../nodes/PlatformAds/PlatformAds.node';
import { PlatformAdsMeasurement } from '../../nodes/PlatformAdsMeasurement/PlatformAdsMeasurement.node';
import { PlatformCore } from '../../nodes/PlatformCore/PlatformCore.node';
import { recordError, recordItems } from '../security/recorder';
import { useFilesystemBinaryData } from './filesystemBinaryData';
import { authenticateLikeN8n, sendLikeN8n } from './n8nLikeHttp';

/**
 * Runs one of this package's nodes in-process with n8n-core's own engine (WorkflowExecute,
 * RoutingNode, customOperations, continueOnFail, pairedItem), sending real HTTP, so jest tests
 * see the exact requests on the emulator's log and the items n8n would hand to the next node.
 * The credentials helper plays n8n's: authenticate (function or generic) and preAuthentication
 * of an expirable field (app-only bearer token), again after a 401.
 */

const NODE_TYPES: Record<string, INodeType> = {
	'n8n-nodes-platform.platformCore': new PlatformCore(),
	'n8n-nodes-platform.platformAds': new PlatformAds(),
	'n8n-nodes-platform.platformAdsMeasurement': new PlatformAdsMeasurement(),
};

const CREDENTIAL_TYPES: Record<string, ICredentialType> = Object.fromEntries(
	[new PlatformOAuth1Api(), new PlatformBearerTokenApi(), new PlatformAppOnlyApi()].map((type) => [
		type.name,
		type,
	]),
);

/** Registers another node type (the trigger, a test double) under its package name. */
export function registerNodeType(name: string, nodeType: INodeType): void {
	NODE_TYPES[name] = nodeType;
}

export const nodeTypes: INodeTypes = {
	getByName: (type) => NODE_TYPES[type],
	getByNameAndVersion: (type) => NODE_TYPES[type],
	getKnownTypes: () => ({}),
};

/**
 * The node types as n8n's tool path sees them (an AI Agent before version 3, the MCP Server
 * Trigger): those call a declarative node's routing engine only, never its customOperations, so
 * here n8n-core's engine finds none and runs every operation through its routing.
 */
const routingOnlyNodeTypes: INodeTypes = {
	...nodeTypes,
	getByNameAndVersion: (type) => {
		const { customOperations: _ignored, ...routingOnly } = NODE_TYPES[type.replace(/Tool$/, '')];
		return routingOnly as INodeType;
	},
};

class TestCredentialsHelper extends ICredentialsHelper {
	constructor(private readonly data: Record<string, ICredentialDataDecryptedObject>) {
		super();
	}

	isCredentialUsableByNode(): boolean {
		return true;
	}

	getParentTypes(): string[] {
		return [];
	}

	async authenticate(
		credentials: ICredentialDataDecryptedObject,
		typeName: string,
		options: IHttpRequestOptions,
	) {
		return await authenticateLikeN8n(CREDENTIAL_TYPES[typeName], credentials, options);
	}

	async preAuthentication(
		_helpers: IHttpRequestHelper,
		credentials: ICredentialDataDecryptedObject,
		typeName: string,
		_node: INode,
		credentialsExpired: boolean,
	) {
		const type = CREDENTIAL_TYPES[typeName];
		const expirable = type?.properties.find((property) => property.typeOptions?.expirable)?.name;
		if (!expirable || !type.preAuthentication || (credentials[expirable] && !credentialsExpired))
			return undefined;
		const helpers = {
			helpers: { httpRequest: async (o: IHttpRequestOptions) => (await sendLikeN8n(o)).body },
		};
		const renewed = await type.preAuthentication.call(helpers as never, credentials);
		Object.assign(this.data[typeName], renewed);
		return { ...credentials, ...renewed } as ICredentialDataDecryptedObject;
	}

	async runPreAuthentication(
		helpers: IHttpRequestHelper,
		credentials: ICredentialDataDecryptedObject,
		typeName: string,
	) {
		return await this.preAuthentication(helpers, credentials, typeName, {} as INode, true);
	}

	async getDecrypted(_additionalData: unknown, _nodeCredentials: unknown, type: string) {
		return this.data[type] ?? {};
	}

	async getCredentials(): Promise<never> {
		throw new Error('not used by these tests');
	}

	async updateCredentials() {}

	async updateCredentialsOauthTokenData() {}

	getCredentialsProperties() {
		return [];
	}
}

/** What n8n hands a node's context besides the workflow: the credentials helper above. */
export function testAdditionalData(
	credentials: Record<string, ICredentialDataDecryptedObject>,
	hooks?: ExecutionLifecycleHooks,
): IWorkflowExecuteAdditionalData {
	return {
		executionId: '1',
		hooks,
		credentialsHelper: new TestCredentialsHelper(credentials),
		webhookWaitingBaseUrl: 'http://localhost/waiting-webhook',
		restApiUrl: 'http://localhost/rest',
		instanceBaseUrl: 'http://localhost/',
		variables: {},
		currentNodeParameters: undefined,
	} as unknown as IWorkflowExecuteAdditionalData;
}

export interface RunNodeOptions {
	/** Node type, `n8n-nodes-platform.platformCore` by default. */
	type?: string;
	parameters: INode['parameters'];
	/** Credential data by credential type name, e.g. `{ platformOAuth1Api: {...} }`. */
	credentials: Record<string, ICredentialDataDecryptedObject>;
	/** Input items; one empty item by default. */
	items?: INodeExecutionData[];
	continueOnFail?: boolean;
	/**
	 * Runs with n8n's filesystem binary data mode on this folder (binary data by id, see
	 * filesystemBinaryData.ts); binary data stays in the items (memory mode) when absent.
	 */
	binaryDataStoragePath?: string;
	/** Runs the way a tool does: through n8n's routing engine alone (see routingOnlyNodeTypes). */
	throughRouting?: boolean;
	/**
	 * Runs as a tool: through the routing engine alone, the node's type named with "Tool" at the
	 * end as n8n names a node used as a tool (what the node's errors for a model go by).
	 */
	asTool?: boolean;
	/** The node's version; the newest by default, as n8n gives a node added to a workflow. */
	typeVersion?: number;
}

export interface NodeRun {
	/** Output items of the first output, as the next node would get them. */
	items: INodeExecutionData[];
	/** The node's error, when it failed (and continueOnFail was off). */
	error?: Error & { description?: string | null; context?: IDataObject };
	run: IRun;
}

/** The newest of the node's versions (its description's one version, or the last of a list). */
const newestVersion = (nodeType: INodeType | undefined): number => {
	const version = nodeType?.description.version ?? 1;
	return Array.isArray(version) ? Math.max(...version) : version;
};

/** Executes the node once, as a workflow of that single node, and returns its output or error. */
export async function runNode(options: RunNodeOptions): Promise<NodeRun> {
	const type = options.type ?? 'n8n-nodes-platform.platformCore';
	const credentialsOfNode = Object.fromEntries(
		Object.keys(options.credentials).map((name) => [name, { id: name, name }]),
	);
	const node: INode = {
		id: 'node-under-test',
		name: 'Node',
		type: options.asTool ? `${type}Tool` : type,
		typeVersion: options.typeVersion ?? newestVersion(NODE_TYPES[type]),
		position: [0, 0],
		parameters: options.parameters,
		credentials: credentialsOfNode,
		...(options.continueOnFail ? { onError: 'continueRegularOutput' as const } : {}),
	};
	const workflow = new Workflow({
		id: 'test',
		nodes: [node],
		connections: {},
		nodeTypes: options.throughRouting || options.asTool ? routingOnlyNodeTypes : nodeTypes,
		active: false,
	});
	const hooks = new ExecutionLifecycleHooks('manual', '1', {
		id: 'test',
		nodes: [node],
		connections: {},
	} as never);
	let resolveRun: (run: IRun) => void = () => {};
	const finished = new Promise<IRun>((resolve) => (resolveRun = resolve));
	hooks.addHandler('workflowExecuteAfter', (run) => resolveRun(run));
	const additionalData = testAdditionalData(options.credentials, hooks);
	const runData: IRunExecutionData = {
		resultData: { runData: {} },
		executionData: {
			contextData: {},
			metadata: {},
			waitingExecution: {},
			waitingExecutionSource: null,
			nodeExecutionStack: [
				{ node, data: { main: [options.items ?? [{ json: {} }]] }, source: null },
			],
		},
	} as unknown as IRunExecutionData;
	const undoFilesystemMode = options.binaryDataStoragePath
		? useFilesystemBinaryData(options.binaryDataStoragePath)
		: undefined;
	let run: IRun;
	try {
		await new WorkflowExecute(additionalData, 'manual', runData).processRunExecutionData(workflow);
		run = await finished;
	} finally {
		undoFilesystemMode?.();
	}
	const task = run.data.resultData.runData[node.name]?.[0];
	const result: NodeRun = {
		items: task?.data?.main[0] ?? [],
		error: (task?.error ?? run.data.resultData.error) as NodeRun['error'],
		run,
	};
	// For the secret scan: everything n8n would show of this run.
	recordItems(`runNode ${type}`, result.items);
	recordError(`runNode ${type}`, result.error);
	return result;
}
