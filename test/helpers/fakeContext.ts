import type { ICredentialType, IHttpRequestOptions, INode } from 'n8n-workflow';

import type { RequestContext } from '../../nodes/shared/transport/platformRequest';
import { authenticateLikeN8n, sendLikeN8n } from './n8nLikeHttp';

export const TEST_NODE: INode = {
	id: 'test-node',
	name: 'Platform',
	type: 'n8n-nodes-platform.platformCore',
	typeVersion: 1,
	position: [0, 0],
	parameters: {},
};

/**
 * Just enough of an n8n execution context for the transport: httpRequestWithAuthentication
 * runs the credential's preAuthentication (when its expirable field is empty, and once more
 * after a 401, as n8n-core does), its authenticate, and real HTTP.
 */
export function fakeContext(
	credential: ICredentialType,
	data: Record<string, unknown>,
): RequestContext {
	const expirable = credential.properties.find((property) => property.typeOptions?.expirable)?.name;
	const preAuthenticate = async () => {
		if (!expirable || !credential.preAuthentication) return;
		const helpers = {
			helpers: { httpRequest: async (o: IHttpRequestOptions) => (await sendLikeN8n(o)).body },
		};
		Object.assign(data, await credential.preAuthentication.call(helpers as never, data as never));
	};
	const send = async (options: IHttpRequestOptions) => {
		const response = await sendLikeN8n(await authenticateLikeN8n(credential, data, options));
		return options.returnFullResponse ? response : response.body;
	};
	const context = {
		getNode: () => TEST_NODE,
		getCredentials: async () => data,
		helpers: {
			async httpRequestWithAuthentication(_type: string, options: IHttpRequestOptions) {
				if (expirable && !data[expirable]) await preAuthenticate();
				try {
					return await send(options);
				} catch (error) {
					if ((error as { response?: { status: number } }).response?.status !== 401 || !expirable)
						throw error;
					await preAuthenticate();
					return await send(options);
				}
			},
		},
	};
	return context as unknown as RequestContext;
}
