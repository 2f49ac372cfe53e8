/**
 * The AI suites' scripted OpenAI-compatible model (test/e2e/scriptedModel.js) answers a
 * conversation as n8n's OpenAI Chat Model reads it: the scripted tool call first, then, once the
 * tool's answer is in the messages, a final answer quoting it; streamed or not. And the suites'
 * split of a wave's requests between its calls (test/e2e/agentTools.js) leaves a request no call
 * documents apart.
 */
interface Completion {
	choices: { message: { content: string | null; tool_calls?: ToolCall[] } }[];
}
interface ToolCall {
	id: string;
	function: { name: string; arguments: string };
}
interface Model {
	url: string;
	script(id: string, turns: { name: string; arguments: object }[][]): void;
	conversation(id: string): {
		toolResults: { name: string; arguments: object; content: string }[];
		answer?: string;
		errors: string[];
	};
	start(): Promise<Model>;
	close(): Promise<void>;
}
const { ScriptedModel } = require('./scriptedModel') as { ScriptedModel: new () => Model };
const { attribute } = require('./agentTools') as {
	attribute: (
		calls: { id: string; documented: [string, RegExp][] }[],
		requests: { method: string; path: string }[],
	) => { byCall: Map<string, unknown[]>; stray: { path: string }[] };
};

const tools = [{ type: 'function', function: { name: 'conversion_send', parameters: {} } }];

describe('scripted model', () => {
	let model: Model;
	beforeAll(async () => {
		model = await new ScriptedModel().start();
	});
	afterAll(async () => await model.close());

	const complete = async (body: object) =>
		await fetch(`${model.url}/chat/completions`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({ model: 'scripted-model', tools, ...body }),
		});

	it('answers the scripted tool call, then a final answer quoting the tool result', async () => {
		model.script('one', [[{ name: 'conversion_send', arguments: { order_id: 'A-1' } }]]);
		const user = { role: 'user', content: '[script:one] send it' };
		const first = (await (await complete({ messages: [user] })).json()) as Completion;
		const [call] = first.choices[0].message.tool_calls ?? [];
		expect(call.function).toEqual({ name: 'conversion_send', arguments: '{"order_id":"A-1"}' });
		const messages = [
			user,
			{ role: 'assistant', content: null, tool_calls: [{ ...call, type: 'function' }] },
			{ role: 'tool', tool_call_id: call.id, content: '[{"conversions_processed":1}]' },
		];
		const final = (await (await complete({ messages })).json()) as Completion;
		expect(final.choices[0].message.content).toContain('[{"conversions_processed":1}]');
		expect(model.conversation('one').toolResults).toEqual([
			{
				name: 'conversion_send',
				arguments: { order_id: 'A-1' },
				content: '[{"conversions_processed":1}]',
			},
		]);
	});

	it('streams the same answer as chunks ending in [DONE]', async () => {
		model.script('two', [[{ name: 'conversion_send', arguments: {} }]]);
		const text = await (
			await complete({ stream: true, messages: [{ role: 'user', content: '[script:two] go' }] })
		).text();
		expect(text).toContain('"tool_calls":[{"index":0');
		expect(text).toContain('"finish_reason":"tool_calls"');
		expect(text.trim().endsWith('data: [DONE]')).toBe(true);
	});

	it('refuses a tool the request does not offer, and says so', async () => {
		model.script('three', [[{ name: 'no_such_tool', arguments: {} }]]);
		const answer = (await (
			await complete({ messages: [{ role: 'user', content: '[script:three] go' }] })
		).json()) as Completion;
		expect(answer.choices[0].message.tool_calls).toBeUndefined();
		expect(model.conversation('three').errors[0]).toContain('no_such_tool not offered');
	});
});

describe('requests of a wave', () => {
	it('go to the call that documents them; the rest are stray', () => {
		const { byCall, stray } = attribute(
			[
				{ id: 'a', documented: [['POST', /^\/2\/posts$/]] },
				{ id: 'b', documented: [['GET', /^\/ads\/12\/accounts\/\w+$/]] },
			],
			[
				{ method: 'POST', path: '/2/posts' },
				{ method: 'GET', path: '/ads/12/accounts/abc' },
				{ method: 'GET', path: '/' },
			],
		);
		expect(byCall.get('a')).toHaveLength(1);
		expect(byCall.get('b')).toHaveLength(1);
		expect(stray).toEqual([{ method: 'GET', path: '/' }]);
	});
});
