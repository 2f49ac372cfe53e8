import { signHttpRequestOptions } from '../../nodes/shared/oauth1/signHttpRequest';
import { multipartBody } from '../../nodes/PlatformCore/transport/multipartBody';
import { multipartBoundary, parseMultipart } from '../emulator/multipart';

const keys = { consumerKey: 'ck', consumerSecret: 'cs', token: 'tk', tokenSecret: 'ts' };
const nonce = { nonce: 'fixednonce', timestamp: '1700000000' };
const everyByte = Buffer.from(Array.from({ length: 512 }, (_, i) => i % 256));

test('a multipart body is written byte for byte and read back by the emulator', () => {
	const { body, contentType } = multipartBody([
		{ field: 'segment_index', value: '7' },
		{
			field: 'media',
			filename: 'a "quoted"\r\nname.mp4',
			contentType: 'video/mp4',
			data: everyByte,
		},
	]);
	const parts = parseMultipart(body, multipartBoundary(contentType)!);
	expect(parts?.map((part) => [part.name, part.filename, part.contentType])).toEqual([
		['segment_index', undefined, undefined],
		['media', 'a %22quoted%22%0D%0Aname.mp4', 'video/mp4'],
	]);
	expect(parts?.[0].data.toString()).toBe('7');
	expect(parts?.[1].data.equals(everyByte)).toBe(true);
});

test('the OAuth 1.0a signer leaves a multipart body alone and does not sign it', () => {
	const { body, contentType } = multipartBody([
		{ field: 'media', filename: 'f', contentType: 'image/png', data: everyByte },
	]);
	const request = {
		method: 'POST' as const,
		url: 'https://api.example/2/media/upload',
		body,
		headers: { 'Content-Type': contentType },
	};
	const signed = signHttpRequestOptions(request, keys, nonce);
	expect(signed.body).toBe(body);
	expect(signed.headers).toMatchObject({ 'Content-Type': contentType });
	// The same signature as the request without a body: only URL, query and oauth_* are signed.
	const withoutBody = signHttpRequestOptions({ method: 'POST', url: request.url }, keys, nonce);
	expect((signed.headers as Record<string, string>).Authorization).toBe(
		(withoutBody.headers as Record<string, string>).Authorization,
	);
});
